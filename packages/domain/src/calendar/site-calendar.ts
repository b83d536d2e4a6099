import { tz, TZDate } from '@date-fns/tz';
import { format, startOfDay } from 'date-fns';
import { DAY_MS } from '../shared/time-units';

/*
 * One calendar for every "today", "this week" and "working day" of the portal (issue 29): the
 * day is the person's site's, in its IANA time zone, never the UTC day; its working week is the
 * site's (Monday to Friday in Canada and the USA, Sunday to Thursday in Doha) and so are its
 * holidays. Days are 'YYYY-MM-DD' calendar days; instants are `Date`s. Where a zone is involved
 * the arithmetic is date-fns with @date-fns/tz, never hand-written offsets; counting calendar
 * days involves no zone, and is plain day numbers (a reminder run counts thousands of them).
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;
/** A day of the week, as JavaScript counts them: 0 is Sunday, 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
export const SUNDAY_TO_THURSDAY: readonly Weekday[] = [0, 1, 2, 3, 4];

/** What a site's calendar is: where its day turns, which days people work, its holidays. */
export interface SiteCalendar {
  /** An IANA time zone: 'America/Toronto', 'Asia/Qatar'. */
  timeZone: string;
  workingWeek: readonly Weekday[];
  holidays: ReadonlySet<IsoDay>;
}

/** A person's calendar: their site's zone and week (holidays are the site's, read where needed). */
export type PersonCalendar = Pick<SiteCalendar, 'timeZone' | 'workingWeek'>;

const DAY_FORMAT = 'yyyy-MM-dd';
/**
 * A calendar day as a whole number of days since 1970-01-01, and back: plain arithmetic for
 * code that counts or draws many days (the demo seed lays out hundreds of thousands).
 */
export const dayNumber = (day: IsoDay): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOfNumber = (n: number): IsoDay => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whether the text names a time zone the platform knows ('America/Toronto', 'Asia/Qatar'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

/** Where the portal's day turns for someone with no site: the head office's zone by default. */
export const DEFAULT_PORTAL_TIME_ZONE = 'America/Toronto';

/** Today where `timeZone` is, at the instant `now`. */
export const todayIn = (timeZone: string, now: Date): IsoDay => format(now, DAY_FORMAT, { in: tz(timeZone) });

/**
 * The instant a day begins where `timeZone` is: its local midnight, or the first instant of the
 * day where a change of clocks skips midnight. Days are 23, 24 or 25 hours long.
 */
export function startOfDayIn(day: IsoDay, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Noon of the day there, which every zone's day has; its start is found from it.
  const noon = new TZDate(year, month - 1, date, 12, 0, 0, timeZone);
  return new Date(startOfDay(noon, { in: tz(timeZone) }).getTime());
}

/** The day `days` after (or before, when negative) `day`. */
export const addDays = (day: IsoDay, days: number): IsoDay => dayOfNumber(dayNumber(day) + days);

/** Which day of the week a day number is: day 0, 1970-01-01, was a Thursday. */
export const weekdayOfNumber = (n: number): Weekday => ((((n + 4) % 7) + 7) % 7) as Weekday;

/** Which day of the week a day is. */
export const weekdayOf = (day: IsoDay): Weekday => weekdayOfNumber(dayNumber(day));

/**
 * The day a site's week starts: its first working day after a day off (Monday for a Monday to
 * Friday week, Sunday for Sunday to Thursday); Monday when every day is worked.
 */
export function firstDayOfWeek(workingWeek: readonly Weekday[]): Weekday {
  const first = workingWeek.find((day) => !workingWeek.includes(((day + 6) % 7) as Weekday));
  return first ?? 1;
}

/** The seven days of the site's week that holds `day`, in order, from the site's first day. */
export function weekOf(day: IsoDay, calendar: Pick<SiteCalendar, 'workingWeek'>): IsoDay[] {
  const back = (weekdayOf(day) - firstDayOfWeek(calendar.workingWeek) + 7) % 7;
  const start = addDays(day, -back);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** Whether people of the site work on the day: a day of its working week, not a holiday. */
export const isWorkingDay = (day: IsoDay, calendar: Omit<SiteCalendar, 'timeZone'>): boolean =>
  calendar.workingWeek.includes(weekdayOf(day)) && !calendar.holidays.has(day);

/**
 * The site's working days after `since`, up to and including `until`: something that began on
 * a Thursday in Doha has waited one working day on the Sunday after. 0 when `until` is not after
 * `since`.
 */
export function workingDaysBetween(
  since: IsoDay,
  until: IsoDay,
  calendar: Omit<SiteCalendar, 'timeZone'>,
): number {
  let count = 0;
  for (let day = addDays(since, 1); day <= until; day = addDays(day, 1)) {
    if (isWorkingDay(day, calendar)) count += 1;
  }
  return count;
}

/** The day `count` working days after `from` (a day off on the way is skipped). */
export function addWorkingDays(
  from: IsoDay,
  count: number,
  calendar: Omit<SiteCalendar, 'timeZone'>,
): IsoDay {
  let day = from;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  return day;
}
