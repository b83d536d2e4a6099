import { describe, expect, it } from 'vitest';
import {
  INVALID_JOB_URL,
  isWebAddress,
  jobOpeningAdminQuerySchema,
  jobOpeningInputSchema,
  type JobOpeningInput,
} from './job-opening-input';

const opening: JobOpeningInput = {
  jobTitle: 'Site Superintendent',
  jobDetailsUrl: 'https://careers.example.com/jobs/12345',
  applyUrl: 'https://careers.example.com/jobs/12345/apply',
  datePosted: '2026-03-10',
  city: 'Calgary',
  state: 'AB',
  country: 'Canada',
};

/** The messages the schema gives, by field. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = jobOpeningInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('a job opening as an Admin enters it (spec §3 Career)', () => {
  it('takes a complete opening as it is, its title in both languages', () => {
    const complete = { ...opening, jobTitleFr: 'Surintendant de chantier' };
    expect(jobOpeningInputSchema.parse(complete)).toEqual(complete);
  });

  it('needs only the title and the posted date; blank, null or missing fields are stored as null', () => {
    expect(
      jobOpeningInputSchema.parse({
        jobTitle: '  Dispatch Lead  ',
        jobDetailsUrl: '',
        applyUrl: null,
        datePosted: '2026-03-10',
        city: '   ',
      }),
    ).toEqual({
      jobTitle: 'Dispatch Lead',
      jobTitleFr: '',
      jobDetailsUrl: null,
      applyUrl: null,
      datePosted: '2026-03-10',
      city: null,
      state: null,
      country: null,
    });
  });

  it('trims the place and the addresses', () => {
    expect(
      jobOpeningInputSchema.parse({ ...opening, city: ' Regina ', applyUrl: ' https://jobs.example.com/1 ' }),
    ).toMatchObject({ city: 'Regina', applyUrl: 'https://jobs.example.com/1' });
  });

  it.each([
    ['a title that is not text', { jobTitle: 42 }, 'jobTitle', 'Required'],
    [
      'a title of 256 characters',
      { jobTitle: 'x'.repeat(256) },
      'jobTitle',
      'Must be 255 characters or less',
    ],
    [
      'a details address without a scheme',
      { jobDetailsUrl: 'careers.example.com/1' },
      'jobDetailsUrl',
      INVALID_JOB_URL,
    ],
    [
      'a javascript: details address',
      { jobDetailsUrl: 'javascript:alert(1)' },
      'jobDetailsUrl',
      INVALID_JOB_URL,
    ],
    ['an ftp apply address', { applyUrl: 'ftp://files.example.com/apply' }, 'applyUrl', INVALID_JOB_URL],
    ['a mailto apply address', { applyUrl: 'mailto:jobs@example.com' }, 'applyUrl', INVALID_JOB_URL],
    [
      'an apply address with a space',
      { applyUrl: 'https://jobs.example.com/apply now' },
      'applyUrl',
      INVALID_JOB_URL,
    ],
    ['an apply address with no host', { applyUrl: 'https://' }, 'applyUrl', INVALID_JOB_URL],
    [
      'an address of 2001 characters',
      { applyUrl: `https://jobs.example.com/${'a'.repeat(1976)}` },
      'applyUrl',
      'Must be 2000 characters or less',
    ],
    ['no posted date', { datePosted: '' }, 'datePosted', 'Required'],
    ['a posted date left out', { datePosted: undefined }, 'datePosted', 'Required'],
    ['a posted date that does not exist', { datePosted: '2026-02-30' }, 'datePosted', 'Enter a valid date'],
    ['a posted date in another format', { datePosted: '03/10/2026' }, 'datePosted', 'Enter a valid date'],
    ['a posted date in year 20266', { datePosted: '20266-03-10' }, 'datePosted', 'Enter a valid date'],
    [
      'a posted date in 1899',
      { datePosted: '1899-12-31' },
      'datePosted',
      'Enter a date between 1900 and 2100',
    ],
    ['a city of 101 characters', { city: 'c'.repeat(101) }, 'city', 'Must be 100 characters or less'],
    ['a state of 101 characters', { state: 's'.repeat(101) }, 'state', 'Must be 100 characters or less'],
    [
      'a country of 101 characters',
      { country: 'k'.repeat(101) },
      'country',
      'Must be 100 characters or less',
    ],
    ['a city that is not text', { city: 7 }, 'city', expect.any(String)],
  ])('refuses %s', (_name, overrides, field, message) => {
    const errors = errorsOf({ ...opening, ...overrides });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContainEqual(message);
  });

  it('accepts the longest title, place and address', () => {
    const longest = {
      ...opening,
      jobTitle: 'x'.repeat(255),
      city: 'c'.repeat(100),
      applyUrl: `https://jobs.example.com/${'a'.repeat(1975)}`,
    };
    expect(jobOpeningInputSchema.safeParse(longest).success).toBe(true);
  });
});

describe('its title in English, in French or in both (decision 065)', () => {
  const frenchTitle = 'Surintendant de chantier';
  it.each([
    ['in French only', { jobTitle: '', jobTitleFr: frenchTitle }, {}],
    ['in French only, the English left out', { jobTitle: undefined, jobTitleFr: frenchTitle }, {}],
    ['in both', { jobTitleFr: frenchTitle }, {}],
    ['in English only', { jobTitleFr: '' }, {}],
    ['no title', { jobTitle: '' }, { jobTitle: ['Required'], jobTitleFr: ['Required'] }],
    [
      'a title of spaces',
      { jobTitle: '   ', jobTitleFr: ' ' },
      { jobTitle: ['Required'], jobTitleFr: ['Required'] },
    ],
    ['a title left out', { jobTitle: undefined }, { jobTitle: ['Required'], jobTitleFr: ['Required'] }],
    [
      'no title and a date that does not exist',
      { jobTitle: '', datePosted: '2026-02-30' },
      { datePosted: ['Enter a valid date'], jobTitle: ['Required'], jobTitleFr: ['Required'] },
    ],
    ['a French title that is not text', { jobTitleFr: 42 }, { jobTitleFr: ['Required'] }],
    ['a French title of 255 characters', { jobTitleFr: 'x'.repeat(255) }, {}],
    [
      'a French title of 256 characters',
      { jobTitle: '', jobTitleFr: 'x'.repeat(256) },
      { jobTitleFr: ['Must be 255 characters or less'] },
    ],
  ])('%s', (_name, overrides, errors) => {
    expect(errorsOf({ ...opening, ...overrides })).toEqual(errors);
  });

  it('trims the French title; one of spaces beside an English title is no French', () => {
    expect(jobOpeningInputSchema.parse({ ...opening, jobTitleFr: `  ${frenchTitle} ` }).jobTitleFr).toBe(
      frenchTitle,
    );
    expect(jobOpeningInputSchema.parse({ ...opening, jobTitleFr: '   ' }).jobTitleFr).toBe('');
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://careers.example.com/jobs/1', true],
    ['http://careers.example.com', true],
    ['HTTPS://CAREERS.EXAMPLE.COM/JOBS', true],
    ['https://localhost:8080/apply?ref=portal#form', true],
    ['https://10.0.0.5/jobs', true],
    ['careers.example.com', false],
    ['//careers.example.com', false],
    ['https:careers.example.com', false],
    ['https://', false],
    ['https:// careers.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hello', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});

describe('the administration list query', () => {
  it('starts newest first, 10 a page', () => {
    expect(jobOpeningAdminQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'datePosted',
      order: 'desc',
    });
  });

  it.each([['datePosted'], ['jobTitle'], ['city'], ['state'], ['country']])('sorts by %s', (sort) => {
    expect(jobOpeningAdminQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it.each([['createdAt'], ['id'], ['applyUrl']])('refuses to sort by %s', (sort) => {
    expect(jobOpeningAdminQuerySchema.safeParse({ sort }).success).toBe(false);
  });
});
