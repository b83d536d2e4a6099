import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath: only a path on this site survives', () => {
  it.each([
    ['/', '/'],
    ['/serviceRequests/42', '/serviceRequests/42'],
    ['/employees?search=ann%20lee#top', '/employees?search=ann%20lee#top'],
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['employees', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/a b', '/'],
    ['/\u007f', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//x', '/profile')).toBe('/profile');
  });
});
