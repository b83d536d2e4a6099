import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, optionalIsoDate } from './dates';

const required = z.object({ day: isoDate() });
const optional = z.object({ day: optionalIsoDate() });
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues.map((issue) => issue.message).join(' / ');
};

describe('the one date schema', () => {
  it.each([
    [{ day: '2026-11-22' }, 'ok'],
    [{ day: '2024-02-29' }, 'ok'],
    [{ day: '2100-12-31' }, 'ok'],
    [{ day: '1900-01-01' }, 'ok'],
    [{ day: '2023-02-29' }, 'Enter a valid date'],
    [{ day: '2099-02-30' }, 'Enter a valid date'],
    [{ day: '2099-13-45' }, 'Enter a valid date'],
    [{ day: '2026-11-31' }, 'Enter a valid date'],
    [{ day: '22/11/2026' }, 'Enter a valid date'],
    [{ day: '2026-11-22T00:00:00Z' }, 'Enter a valid date'],
    [{ day: ' 2026-11-22' }, 'Enter a valid date'],
    [{ day: 20261122 }, 'Enter a valid date'],
    [{ day: '0226-01-01' }, 'Enter a date between 1900 and 2100'],
    [{ day: '20266-01-01' }, 'Enter a valid date'],
    [{ day: '2101-01-01' }, 'Enter a date between 1900 and 2100'],
    [{ day: '' }, 'Required'],
    [{ day: null }, 'Required'],
    [{}, 'Required'],
  ])('%j → %s', (value, expected) => {
    expect(messages(required, value)).toBe(expected);
  });
  it.each([
    [{}, 'ok'],
    [{ day: null }, 'ok'],
    [{ day: '2031-02-30' }, 'Enter a valid date'],
  ])('optional: %j → %s', (value, expected) => {
    expect(messages(optional, value)).toBe(expected);
  });
});
