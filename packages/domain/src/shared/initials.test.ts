import { describe, expect, it } from 'vitest';
import { initialsOf as profileInitialsOf } from '../profile/profile-schema';
import { initialsOf } from './initials';

describe('initialsOf (zod-free copy for the first screen)', () => {
  it.each([
    ['Emery Lindqvist', 'EL'],
    ['drew okafor', 'DO'],
    ['Mary Ann de la Cruz', 'MC'],
    ['Cher', 'C'],
    ['  ', '?'],
  ])('%j → %s, as the profile schema computes it', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
    expect(profileInitialsOf(name)).toBe(initials);
  });
});
