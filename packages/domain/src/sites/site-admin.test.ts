import { describe, expect, it } from 'vitest';
import { personSiteChangeSchema } from './person-site';
import { siteInputSchema } from './site-admin';
import { siteDeleteRefusal, workingWeekLabel } from './site-texts';

const DOHA = { name: 'Doha', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] };
const SITE_ID = '7b0a7f5e-4a38-4c34-9d5e-3f0f6a1b2c3d';

function messagesFor(schema: typeof siteInputSchema | typeof personSiteChangeSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

const COUNTRY = 'Enter the two capital letters of the country’s code, such as CA or QA';
const ZONE = 'Choose a time zone from the list, such as America/Toronto';
const WEEK = 'Choose at least one working day';
const DAYS = 'Choose days of the week';

describe('a site', () => {
  it.each([
    ['Doha, Sunday to Thursday', DOHA, {}],
    ['the name at 100', { ...DOHA, name: 'x'.repeat(100) }, {}],
    ['the name at 101', { ...DOHA, name: 'x'.repeat(101) }, { name: ['Must be 100 characters or less'] }],
    ['no name', { ...DOHA, name: '' }, { name: ['Required'] }],
    ['a name of spaces', { ...DOHA, name: '   ' }, { name: ['Required'] }],
    ['the name absent', { ...DOHA, name: undefined }, { name: ['Required'] }],
    ['no country', { ...DOHA, country: '' }, { country: ['Required'] }],
    ['a country in small letters', { ...DOHA, country: 'qa' }, { country: [COUNTRY] }],
    ['a country of three letters', { ...DOHA, country: 'QAT' }, { country: [COUNTRY] }],
    ['a country of one letter', { ...DOHA, country: 'Q' }, { country: [COUNTRY] }],
    ['a country of digits', { ...DOHA, country: '12' }, { country: [COUNTRY] }],
    ['a country name', { ...DOHA, country: 'Qatar' }, { country: [COUNTRY] }],
    ['no time zone', { ...DOHA, timeZone: '' }, { timeZone: ['Required'] }],
    ['a zone that does not exist', { ...DOHA, timeZone: 'Mars/Olympus_Mons' }, { timeZone: [ZONE] }],
    ['a city, not a zone', { ...DOHA, timeZone: 'Doha' }, { timeZone: [ZONE] }],
    ['a zone name past any real one', { ...DOHA, timeZone: `Asia/${'x'.repeat(80)}` }, { timeZone: [ZONE] }],
    ['UTC', { ...DOHA, timeZone: 'UTC' }, {}],
    ['Kathmandu, at a quarter hour', { ...DOHA, timeZone: 'Asia/Kathmandu' }, {}],
    ['no working days', { ...DOHA, workingWeek: [] }, { workingWeek: [WEEK] }],
    ['the week absent', { ...DOHA, workingWeek: undefined }, { workingWeek: [WEEK] }],
    ['the week as text', { ...DOHA, workingWeek: 'Mon-Fri' }, { workingWeek: [WEEK] }],
    ['a seventh day numbered 7', { ...DOHA, workingWeek: [1, 7] }, { workingWeek: [DAYS] }],
    ['a day before Sunday', { ...DOHA, workingWeek: [-1] }, { workingWeek: [DAYS] }],
    ['half a day', { ...DOHA, workingWeek: [1.5] }, { workingWeek: [DAYS] }],
    ['a day as text', { ...DOHA, workingWeek: ['1'] }, { workingWeek: [DAYS] }],
    ['every day', { ...DOHA, workingWeek: [0, 1, 2, 3, 4, 5, 6] }, {}],
    [
      'more days than a week has',
      { ...DOHA, workingWeek: [1, 1, 2, 2, 3, 3, 4, 4] },
      { workingWeek: [DAYS] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(siteInputSchema, input)).toEqual(expected);
  });

  it('keeps the name without its outer spaces, and each working day once, Sunday first', () => {
    expect(
      siteInputSchema.parse({ ...DOHA, name: '  Doha ', country: ' QA ', workingWeek: [4, 0, 2, 0, 1, 3] }),
    ).toEqual({ name: 'Doha', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] });
  });
});

describe('a person’s site', () => {
  it.each([
    ['a site', { siteId: SITE_ID }, {}],
    ['no site', { siteId: null }, {}],
    ['the site absent', {}, { siteId: ['Required'] }],
    ['a site name instead of its id', { siteId: 'Doha' }, { siteId: ['Choose a site from the list'] }],
    ['a number', { siteId: 12 }, { siteId: ['Choose a site from the list'] }],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(personSiteChangeSchema, input)).toEqual(expected);
  });
});

describe('a working week as the list shows it', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'Mon–Fri'],
    [[0, 1, 2, 3, 4], 'Sun–Thu'],
    [[6, 0, 1, 2, 3], 'Sat–Wed'],
    [[0, 1, 2, 3, 4, 5, 6], 'Every day'],
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[1, 2], 'Mon, Tue'],
    [[6, 0], 'Sat, Sun'],
    [[3], 'Wed'],
    [[], 'No working days'],
  ] as const)('%j reads %s', (week, label) => {
    expect(workingWeekLabel(week)).toBe(label);
  });
});

describe('deleting a site', () => {
  it.each([
    [0, null],
    [
      1,
      'Doha cannot be deleted: 1 current employee works there. Give them another site first (on their profile, or with the HR import).',
    ],
    [
      42,
      'Doha cannot be deleted: 42 current employees work there. Give them another site first (on their profile, or with the HR import).',
    ],
  ])('with %i people there', (count, refusal) => {
    expect(siteDeleteRefusal('Doha', count)).toBe(refusal);
  });
});
