import { describe, expect, it } from 'vitest';
import { initialsOf, isPossibleBirthdate, profileUpdateSchema } from './profile-schema';

const valid = { title: 'Analyst', department: 'Finance', birthdate: '1990-04-12', aboutMe: 'I like maps.' };

function messagesFor(input: Record<string, unknown>) {
  const result = profileUpdateSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('profile edit rules (spec §5 Profile)', () => {
  it.each([
    ['a complete profile', valid, {}],
    ['About me missing', { ...valid, aboutMe: '' }, { aboutMe: ['Required'] }],
    ['About me only spaces', { ...valid, aboutMe: '   ' }, { aboutMe: ['Required'] }],
    ['About me absent', { ...valid, aboutMe: undefined }, { aboutMe: ['Required'] }],
    ['About me at 250', { ...valid, aboutMe: 'x'.repeat(250) }, {}],
    [
      'About me at 251',
      { ...valid, aboutMe: 'x'.repeat(251) },
      { aboutMe: ['Must be 250 characters or less'] },
    ],
    ['Title missing', { ...valid, title: '' }, { title: ['Required'] }],
    ['Department missing', { ...valid, department: '' }, { department: ['Required'] }],
    ['Birthdate missing', { ...valid, birthdate: '' }, { birthdate: ['Required'] }],
    ['Birthdate not a date', { ...valid, birthdate: '1990-02-30' }, { birthdate: ['Enter a valid date'] }],
    [
      'Birthdate in another format',
      { ...valid, birthdate: '12/04/1990' },
      { birthdate: ['Enter a valid date'] },
    ],
    [
      'Birthdate in the future',
      { ...valid, birthdate: '2099-01-01' },
      { birthdate: ['Birthdate cannot be in the future'] },
    ],
    [
      'Birthdate before 1900',
      { ...valid, birthdate: '1899-12-31' },
      { birthdate: ['Enter a date between 1900 and 2100'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(messagesFor(input)).toEqual(expected);
  });

  it.each([
    ['yesterday', '2026-11-23', true],
    ['today', '2026-11-24', true],
    ['tomorrow in UTC, already today east of it', '2026-11-25', true],
    ['the day after', '2026-11-26', false],
  ])('a birthdate of %s is possible: %s', (_case, birthdate, possible) => {
    expect(isPossibleBirthdate(birthdate, new Date('2026-11-24T12:00:00Z'))).toBe(possible);
  });

  it('trims the text it keeps', () => {
    expect(profileUpdateSchema.parse({ ...valid, title: '  Analyst  ' }).title).toBe('Analyst');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Emery Lindqvist', 'EL'],
    ['drew okafor', 'DO'],
    ['Mary Ann de la Cruz', 'MC'],
    ['Cher', 'C'],
    ['  ', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
