import { describe, expect, it } from 'vitest';
import { isWorkingDay as isSiteWorkingDay, MONDAY_TO_FRIDAY, workingDaysBetween } from './site-calendar';

/** Monday to Friday, as in Canada and the USA, with these holidays. */
const week = (holidays: ReadonlySet<string>) => ({ workingWeek: MONDAY_TO_FRIDAY, holidays });
const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => isSiteWorkingDay(day, week(holidays));

const NONE = new Set<string>();
// 2026-12-25 (Friday) and 2026-12-28 (Monday) as the group's holidays.
const HOLIDAYS = new Set(['2026-12-25', '2026-12-28']);

describe('isWorkingDay', () => {
  it.each([
    ['2026-11-23', NONE, true], // Monday
    ['2026-11-27', NONE, true], // Friday
    ['2026-11-28', NONE, false], // Saturday
    ['2026-11-29', NONE, false], // Sunday
    ['2026-12-25', HOLIDAYS, false], // a holiday on a weekday
    ['2026-12-24', HOLIDAYS, true],
  ])('%s is a working day: %s', (day, holidays, expected) => {
    expect(isWorkingDay(day, holidays)).toBe(expected);
  });
});

describe('workingDaysBetween, Monday to Friday', () => {
  it.each([
    ['2026-11-23', '2026-11-23', NONE, 0], // the day it began does not count
    ['2026-11-23', '2026-11-24', NONE, 1],
    ['2026-11-23', '2026-11-26', NONE, 3], // Monday to Thursday: day 3
    ['2026-11-27', '2026-11-30', NONE, 1], // Friday to Monday: the weekend is skipped
    ['2026-11-28', '2026-11-29', NONE, 0], // begun on Saturday, Sunday is no working day
    ['2026-11-23', '2026-12-02', NONE, 7], // day 7 on the Wednesday of the next week
    ['2026-12-23', '2026-12-29', HOLIDAYS, 2], // the 24th and the 29th; the 25th and 28th are holidays
    ['2026-11-26', '2026-11-23', NONE, 0], // never backwards
    ['2026-12-30', '2027-01-04', NONE, 3], // across the year's end
  ])('from %s to %s: %i', (since, today, holidays, expected) => {
    expect(workingDaysBetween(since, today, week(holidays))).toBe(expected);
  });
});
