import { z } from 'zod';
import { REQUIRED } from './messages';

/** Every date the portal takes is a calendar date written 'YYYY-MM-DD' (spec §3 date fields). */
export const INVALID_DATE_MESSAGE = 'Enter a valid date';
/** Dates outside these years are typing slips (0226, 20266), never real plans or birthdays. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;
export const DATE_OUT_OF_RANGE_MESSAGE = `Enter a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

const withinYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
};

/**
 * The one date schema: zod's ISO date, which knows month lengths and leap years (2099-02-30
 * and 2099-13-45 are refused, 2024-02-29 is not), within the years above. A date that does not
 * exist is a 400 with this message, never a database error.
 */
export const isoDate = () =>
  z.iso
    .date({
      abort: true,
      error: (issue) => (issue.input == null || issue.input === '' ? REQUIRED : INVALID_DATE_MESSAGE),
    })
    .refine(withinYears, { error: DATE_OUT_OF_RANGE_MESSAGE, abort: true });

/** An optional date that `null` clears (the IT desk's dates). */
export const optionalIsoDate = () => isoDate().nullable().optional();

/** Whether a string is a date the portal accepts, for code that is not parsing a form. */
export const isIsoDate = (value: string): boolean => isoDate().safeParse(value).success;

/** The calendar day of an instant in UTC, 'YYYY-MM-DD'. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);
