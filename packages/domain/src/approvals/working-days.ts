import { DAY_MS } from '../shared/time-units';
/*
 * Working days (issue 13: reminders and escalation): Monday to Friday, except the holidays the
 * Admins keep. Days are 'YYYY-MM-DD' calendar days in UTC, as every date rule of the portal.
 */

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whether a day is a working day: a weekday that is not one of the holidays. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The working days that have passed since `since`, up to and including `today`: a step that
 * began waiting on a Friday has waited one working day on the Monday after. The day it began
 * does not count, and nothing is counted backwards (0 when `today` is not after `since`).
 */
export function workingDaysWaited(since: string, today: string, holidays: ReadonlySet<string>): number {
  let waited = 0;
  for (let n = dayNumber(since) + 1; n <= dayNumber(today); n += 1) {
    if (isWorkingDay(dayOfNumber(n), holidays)) waited += 1;
  }
  return waited;
}
