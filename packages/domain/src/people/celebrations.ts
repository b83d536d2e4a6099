import { DAY_MS } from '../shared/time-units';
/*
 * Spec §4 Celebrations: a person's next birthday (BRT) or next work anniversary (ANV), whichever
 * is sooner. Today counts as 1 day; a missing date counts as 1000. Pure functions on calendar
 * dates written 'YYYY-MM-DD', free of zod so the directory's cards can import them.
 *
 * The server orders the directory by the same count in SQL (`celebration-sql.ts` in the people
 * feature); a test there checks that both read every date alike.
 */

export const CELEBRATION_KINDS = ['BRT', 'ANV'] as const;
export type CelebrationKind = (typeof CELEBRATION_KINDS)[number];

/** Spec §4: a missing birthdate or hire date counts as this many days away. */
export const MISSING_DATE_DAYS = 1000;

export interface Celebration {
  kind: CelebrationKind;
  /** The day it falls on: 'YYYY-MM-DD'. */
  date: string;
  /** Days until it, today counting as 1 (tomorrow is 2). */
  days: number;
}

export interface CelebrationDates {
  /** From the person's self-service profile. */
  birthdate: string | null;
  /** From the HR record; its anniversaries are the work anniversaries. */
  hireDate: string | null;
}

const partsOf = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The same day `years` years later. 29 February falls on 28 February in a year without one: the
 * day stays in its month, and it is what PostgreSQL's `date + interval 'n years'` gives, so the
 * server's ordering and these labels agree. Always counted from the original date, so a leap-day
 * birthday is back on the 29th in the next leap year.
 */
export function addYears(iso: string, years: number): string {
  const { year, month, day } = partsOf(iso);
  const target = year + years;
  const shownDay = month === 2 && day === 29 && !isLeapYear(target) ? 28 : day;
  return `${pad(target, 4)}-${pad(month, 2)}-${pad(shownDay, 2)}`;
}

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/**
 * The first return of `date` on or after `today`: one year after it or later, never the date
 * itself. The day someone is born or hired is not yet a birthday or an anniversary, so someone
 * hired today (or due to start) has their first work anniversary a year on.
 */
export function nextReturnOf(date: string, today: string): string {
  const years = Math.max(1, partsOf(today).year - partsOf(date).year);
  const candidate = addYears(date, years);
  return candidate >= today ? candidate : addYears(date, years + 1);
}

/** Days from `today` to `date` (on or after it), today counting as 1. */
export const daysUntil = (date: string, today: string): number => dayNumber(date) - dayNumber(today) + 1;

function nextOf(kind: CelebrationKind, date: string | null, today: string): Celebration | null {
  if (!date) return null;
  const next = nextReturnOf(date, today);
  return { kind, date: next, days: daysUntil(next, today) };
}

/**
 * The celebration a person's card shows: whichever of the next birthday and the next work
 * anniversary is sooner. On a tie the birthday wins: the spec names BRT first, and the one
 * personal day of the year is the one colleagues most want to know. Nothing when both dates
 * are missing.
 */
export function upcomingCelebration(dates: CelebrationDates, today: string): Celebration | null {
  const birthday = nextOf('BRT', dates.birthdate, today);
  const anniversary = nextOf('ANV', dates.hireDate, today);
  if (birthday && (!anniversary || birthday.days <= anniversary.days)) return birthday;
  return anniversary;
}

/** The count the directory is ordered by: the sooner of the two, a missing date being 1000. */
export function celebrationOrderDays(dates: CelebrationDates, today: string): number {
  return upcomingCelebration(dates, today)?.days ?? MISSING_DATE_DAYS;
}

const CELEBRATION_NAMES: Record<CelebrationKind, string> = {
  BRT: 'Birthday',
  ANV: 'Work anniversary',
};

/** 'Birthday today', 'Work anniversary tomorrow', 'Birthday in 3 days'. */
export function celebrationLabel(celebration: Pick<Celebration, 'kind' | 'days'>): string {
  const name = CELEBRATION_NAMES[celebration.kind];
  if (celebration.days <= 1) return `${name} today`;
  if (celebration.days === 2) return `${name} tomorrow`;
  return `${name} in ${celebration.days - 1} days`;
}
