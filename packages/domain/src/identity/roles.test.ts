import { describe, expect, it } from 'vitest';
import { formatAccess, parseAccess } from './roles';

describe('parseAccess: roles come from the Access value split on ";"', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    ['ELT', ['ELT']],
    ['Admin', ['Admin']],
    ['HR', ['HR']],
    ['ELT;Admin', ['ELT', 'Admin']],
    ['HR;ELT', ['ELT', 'HR']],
    [' Admin ; HR ', ['Admin', 'HR']],
    ['Admin;Admin', ['Admin']],
    ['Admin;;', ['Admin']],
    ['Manager;Admin', ['Admin']],
    ['admin', []],
    ['Other', []],
  ] as const)('%j → %j', (access, roles) => {
    expect(parseAccess(access)).toEqual(roles);
  });

  it('formats roles back into the import format', () => {
    expect(formatAccess(['ELT', 'HR'])).toBe('ELT;HR');
    expect(parseAccess(formatAccess(['Admin', 'HR']))).toEqual(['Admin', 'HR']);
  });
});
