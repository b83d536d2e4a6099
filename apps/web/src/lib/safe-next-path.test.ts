import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath: only a path on this site is followed after sign-in', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/serviceRequests/new', '/serviceRequests/new'],
    ['/employees?search=ann%20lee&page=2', '/employees?search=ann%20lee&page=2'],
    ['/newsEvents/42#comments', '/newsEvents/42#comments'],
  ])('keeps the local path %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /profile'],
  ])('falls back to / for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/profile')).toBe('/profile');
  });
});

describe('loginPathFor', () => {
  it('sends the requested path and query along, encoded', () => {
    expect(loginPathFor('/employees?search=a&b=1')).toBe('/login?next=%2Femployees%3Fsearch%3Da%26b%3D1');
    expect(safeNextPath(new URLSearchParams('next=%2Femployees%3Fsearch%3Da%26b%3D1').get('next'))).toBe(
      '/employees?search=a&b=1',
    );
  });
});
