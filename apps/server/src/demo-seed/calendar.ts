import { DAY_MS } from '@portico/domain/shared/time-units';
/**
 * Calendar days as whole numbers (days since 1970-01-01, UTC). Generating thousands of dates
 * is then plain arithmetic, and the result does not depend on the machine's time zone.
 */
export type Day = number;

export const DAYS_PER_YEAR = 365.25;

/** The UTC calendar day of an instant. */
export function dayOf(instant: Date): Day {
  return Math.floor(instant.getTime() / DAY_MS);
}

/** 'YYYY-MM-DD', the form of a Postgres `date` column. */
export function isoDate(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The same calendar date `years` earlier (29 February falls on 1 March in other years). */
export function yearsBefore(day: Day, years: number): Day {
  const date = new Date(day * DAY_MS);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate())));
}

/** Midday UTC of a day, for timestamps that should sort by day whatever the time zone. */
export function middayOf(day: Day): Date {
  return new Date(day * DAY_MS + DAY_MS / 2);
}
