import {
  isWorkingDay as isSiteWorkingDay,
  MONDAY_TO_FRIDAY,
  workingDaysBetween,
} from '../calendar/site-calendar';

/*
 * Working days (issue 13: reminders and escalation): Monday to Friday, except the holidays the
 * Admins keep, on the site calendar's rules (`calendar/site-calendar.ts`). Days are
 * 'YYYY-MM-DD' calendar days in UTC until reminders follow each approver's site (issue 29).
 */

const week = (holidays: ReadonlySet<string>) => ({ workingWeek: MONDAY_TO_FRIDAY, holidays });

/** Whether a day is a working day: a weekday that is not one of the holidays. */
export const isWorkingDay = (day: string, holidays: ReadonlySet<string>): boolean =>
  isSiteWorkingDay(day, week(holidays));

/**
 * The working days that have passed since `since`, up to and including `today`: a step that
 * began waiting on a Friday has waited one working day on the Monday after. The day it began
 * does not count, and nothing is counted backwards (0 when `today` is not after `since`).
 */
export const workingDaysWaited = (since: string, today: string, holidays: ReadonlySet<string>): number =>
  workingDaysBetween(since, today, week(holidays));
