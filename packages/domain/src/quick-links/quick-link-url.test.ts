import { describe, expect, it } from 'vitest';
import { looksLikeUrl, withScheme } from './quick-link-url';

describe('http:// is prepended when the URL has no scheme (spec §5 Quick link)', () => {
  it.each([
    ['intranet.example.com', 'http://intranet.example.com'],
    ['www.example.com/path?q=1', 'http://www.example.com/path?q=1'],
    ['  intranet.example.com  ', 'http://intranet.example.com'],
    ['http://intranet.example.com', 'http://intranet.example.com'],
    ['https://intranet.example.com', 'https://intranet.example.com'],
    ['HTTPS://Intranet.example.com', 'HTTPS://Intranet.example.com'],
    ['localhost:8080', 'http://localhost:8080'],
  ])('%s -> %s', (input, expected) => {
    expect(withScheme(input)).toBe(expected);
  });
});

describe('a URL must look like one', () => {
  it.each([
    ['intranet.example.com', true],
    ['http://intranet.example.com', true],
    ['https://mail.example.com/inbox#top', true],
    ['example.org:8443/app', true],
    ['10.0.0.12/admin', true],
    ['localhost', true],
    ['intranet', false],
    ['not a url', false],
    ['ftp://files.example.com', false],
    ['javascript:alert(1)', false],
    ['http://', false],
    ['example.com/with space', false],
    ['', false],
  ])('%s: %s', (input, expected) => {
    expect(looksLikeUrl(input)).toBe(expected);
  });
});
