import { describe, expect, it } from 'vitest';
import { firstDayOf, monthOf, wallOfWowAdminQuerySchema, wallOfWowInputSchema } from './wall-of-wow-admin';
import { imageProblem, IMAGE_EXTENSIONS, INVALID_IMAGE, MAX_IMAGE_BYTES } from './wall-of-wow-image-rules';

const valid = {
  month: '2026-11',
  winnerId: '3f0b7f5e-6a43-4c1e-9d55-0c1e2b3a4d5f',
  nominatedBy: 'Drew Okafor',
  value: 'Customer First',
};

/** The first message on each field, as the form shows them. */
function problemsOf(input: unknown) {
  const result = wallOfWowInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the Wall of Wow form (spec §3 Wall of Wow)', () => {
  it('accepts a month, a winner, a nominator and a value, trimmed', () => {
    expect(wallOfWowInputSchema.parse({ ...valid, value: '  Own It ' })).toEqual({
      ...valid,
      value: 'Own It',
      valueFr: '',
    });
  });

  it.each([
    ['in French only', { value: '', valueFr: 'Plus forts ensemble' }, 'ok'],
    ['in both languages', { valueFr: 'Plus forts ensemble' }, 'ok'],
    ['in neither', { value: ' ', valueFr: '' }, 'value: Required / valueFr: Required'],
    ['a French value of 101', { valueFr: 'x'.repeat(101) }, 'valueFr: Must be 100 characters or less'],
  ])('the value %s', (_, input, expected) => {
    const result = wallOfWowInputSchema.safeParse({ ...valid, ...input });
    const said = result.success
      ? 'ok'
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' / ');
    expect(said).toBe(expected);
  });

  it.each([
    ['month', '', 'Required'],
    ['month', '2026-3', 'Enter a month as YYYY-MM'],
    ['month', '2026-00', 'Enter a month as YYYY-MM'],
    ['month', '2026-13', 'Enter a month as YYYY-MM'],
    ['month', '2026-11-01', 'Enter a month as YYYY-MM'],
    ['month', 'November 2026', 'Enter a month as YYYY-MM'],
    ['month', '1999-12', 'Enter a month between 2000 and 2100'],
    ['month', '2101-01', 'Enter a month between 2000 and 2100'],
    ['winnerId', '', 'Choose the winner'],
    ['winnerId', 'Emery', 'Choose the winner'],
    ['nominatedBy', '  ', 'Required'],
    ['nominatedBy', 'x'.repeat(256), 'Must be 255 characters or less'],
    ['value', 'x'.repeat(101), 'Must be 100 characters or less'],
  ])('%s %j: %s', (field, value, message) => {
    expect(problemsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['2000-01', true],
    ['2100-12', true],
    ['2026-02', true],
  ])('month %s is accepted: %s', (month, ok) => {
    expect(wallOfWowInputSchema.safeParse({ ...valid, month }).success).toBe(ok);
  });

  it('stores a month as its first day and reads it back', () => {
    expect(firstDayOf('2026-11')).toBe('2026-11-01');
    expect(monthOf('2026-11-01')).toBe('2026-11');
  });

  it('lists newest month first by default and sorts only by what it allows', () => {
    expect(wallOfWowAdminQuerySchema.parse({})).toMatchObject({ sort: 'month', order: 'desc', pageSize: 10 });
    expect(wallOfWowAdminQuerySchema.safeParse({ sort: 'nominatedBy' }).success).toBe(false);
  });
});

describe('the Wall of Wow picture', () => {
  it('is one of the pictures every browser shows', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif']);
    expect(MAX_IMAGE_BYTES).toBe(15_728_640);
  });

  it.each([
    [{ name: 'winner.png', size: 10 }, null],
    [{ name: 'WINNER.JPEG', size: 10 }, null],
    [{ name: 'winner.webp', size: MAX_IMAGE_BYTES }, null],
    [{ name: 'winner.svg', size: 10 }, INVALID_IMAGE],
    [{ name: 'winner.pdf', size: 10 }, INVALID_IMAGE],
    [{ name: 'winner', size: 10 }, INVALID_IMAGE],
    [{ name: 'winner.png', size: MAX_IMAGE_BYTES + 1 }, 'File too large, (Max upload size: 15 MB)'],
    [{ name: 'winner.gif', size: 0 }, 'The file is empty.'],
  ])('%j → %j', (file, expected) => {
    expect(imageProblem(file)).toBe(expected);
  });
});
