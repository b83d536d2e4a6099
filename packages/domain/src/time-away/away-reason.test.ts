import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../identity/roles';
import { mayKnowWhyAway } from './away-reason';

describe('mayKnowWhyAway', () => {
  it.each<[string, AccessRole[], boolean, boolean]>([
    ['a manager above the person', [], true, true],
    ['HR, anywhere in the organisation', ['HR'], false, true],
    ['ELT outside the person’s chain', ['ELT'], false, false],
    ['Admin outside the person’s chain', ['Admin'], false, false],
    ['IT desk', ['IT desk'], false, false],
    ['ELT who also manages the person', ['ELT'], true, true],
    ['a colleague with no role', [], false, false],
  ])('%s: %s', (_who, roles, manages, expected) => {
    expect(mayKnowWhyAway(roles, manages)).toBe(expected);
  });
});
