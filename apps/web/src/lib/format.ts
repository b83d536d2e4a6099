import type { Language } from '@portico/domain/language/languages';
import { CURRENCY } from '@portico/domain/requests/request-constants';
import { activeLanguage } from './i18n';

/*
 * Every date, time, number and money format of the web app, in one place so one value never
 * reads two ways on two screens, in the reader's language (issue 30). Only the platform's Intl
 * is used (no date library), so the header, which shows a clock time on every signed-in
 * screen, adds nothing to the first download. Each language's formatters are made when first
 * asked for, and kept.
 */

/*
 * One date format and one date-time format for every screen. In English, as the spec writes
 * them: 'Mar 14, 2025' and 'Mar 14, 2025, 3:07 PM' (the header's clock reads '3:07 PM' the same
 * way). In French, as Quebec writes them: '14 mars 2025', '14 mars 2025, 15 h 07'. A calendar
 * date ('YYYY-MM-DD') is the same day in every time zone, so it is printed as UTC.
 */
const DATE_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/** Where each language's formats come from: English's are en-US's ('Mar 14'), French's fr-CA's. */
const FORMAT_LOCALES: Record<Language, string> = { 'en-CA': 'en-US', 'fr-CA': 'fr-CA' };

/** A file size's units: 'KB' in English, 'Ko' (kilo-octets) in French. */
const SIZE_UNITS: Record<Language, readonly [string, string, string]> = {
  'en-CA': ['B', 'KB', 'MB'],
  'fr-CA': ['o', 'Ko', 'Mo'],
};

function formatsOf(language: Language) {
  const locale = FORMAT_LOCALES[language];
  // English writes a 12-hour clock; French a 24-hour one ('15 h 07').
  const time =
    language === 'en-CA'
      ? ({ hour: 'numeric', minute: '2-digit', hour12: true } as const)
      : ({ hour: 'numeric', minute: '2-digit' } as const);
  const date = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  return {
    calendarDay: date({ ...DATE_PARTS, timeZone: 'UTC' }),
    localDay: date(DATE_PARTS),
    dateTime: date({ ...DATE_PARTS, ...time }),
    clockTime: date(time),
    monthYear: date({ year: 'numeric', month: 'long', timeZone: 'UTC' }),
    shortMonthYear: date({ year: 'numeric', month: 'short', timeZone: 'UTC' }),
    weekday: date({ weekday: 'short', timeZone: 'UTC' }),
    longDay: date({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    wholeNumber: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    /** Days of time away: whole or to two decimals (half days, accruals), with grouping. */
    days: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    oneDecimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    /*
     * In English 'en-CA' writes Canadian dollars as a bare '$', which reads as US dollars to
     * half of the group; 'en-US' writes 'CA$1,187.50' (docs/decisions/005-cad-currency-display.md).
     * In Quebec French the dollar is the Canadian one: '1 187,50 $' (decision 062).
     */
    cad: new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }),
    sizeUnits: SIZE_UNITS[language],
    /** Names in alphabetical order, accents with their letter ('Émilie' among the E's). */
    collator: new Intl.Collator(locale, { sensitivity: 'base', numeric: true }),
  };
}

const formatsByLanguage = new Map<Language, ReturnType<typeof formatsOf>>();

/** The formatters of the language the portal shows now. */
function formats() {
  const language = activeLanguage();
  let made = formatsByLanguage.get(language);
  if (!made) {
    made = formatsOf(language);
    formatsByLanguage.set(language, made);
  }
  return made;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare calendar date is the same day everywhere: read it as UTC and print it as UTC.
  const date = new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How date inputs show a day and name their calendar's months, matching `formatDate`: Mantine's
 * (dayjs) format and locale, 'Mar 14, 2025' in English and '14 mars 2025' in French.
 */
const DATE_INPUTS: Record<Language, { format: string; locale: string }> = {
  'en-CA': { format: 'MMM D, YYYY', locale: 'en' },
  'fr-CA': { format: 'D MMM YYYY', locale: 'fr-ca' },
};
export const dateInputFormat = () => DATE_INPUTS[activeLanguage()];

/** A date, or a timestamp's day, as every screen writes it: 'Mar 14, 2025'. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parse(value);
  if (!value || !date) return null;
  return CALENDAR_DATE.test(value) ? formats().calendarDay.format(date) : formats().localDay.format(date);
}

/** The month of a calendar date: 'November 2026' (the Wall of Wow's month-year). */
export function formatMonthYear(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formats().monthYear.format(date) : null;
}

/** A month where space is short (chart axes): 'Nov 2026'. */
export function formatShortMonthYear(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formats().shortMonthYear.format(date) : null;
}

/** A count of people or things: '1,234'. */
export const formatCount = (value: number): string => formats().wholeNumber.format(value);

/** A change in a count, its sign always shown: '+3', '−2' (a minus sign, not a hyphen), '0'. */
export function formatSignedCount(value: number): string {
  if (value > 0) return `+${formatCount(value)}`;
  if (value < 0) return `−${formatCount(-value)}`;
  return '0';
}

/** The weekday of a calendar date: 'Wed' ("Who's out" later this week). */
export function formatWeekday(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formats().weekday.format(date) : null;
}

/** A timestamp as a date and time: 'Mar 14, 2025, 3:07 PM'. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formats().dateTime.format(date) : null;
}

/** A clock time such as '3:07 PM'. */
export const formatClockTime = (timestamp: number) => formats().clockTime.format(timestamp);

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago (or from now) `iso` is, relative to `now`: '5 minutes ago', 'yesterday'. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let amount = (time - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(Math.round(amount)) < size) {
      // Anything under a minute reads "now" rather than "12 seconds ago".
      const { relative } = formats();
      return unit === 'second' ? relative.format(0, 'second') : relative.format(Math.round(amount), unit);
    }
    amount /= size;
  }
  return '';
}

/** Money is Canadian dollars (spec §3 Est_Costs__c, §9): 1187.5 -> 'CA$1,187.50'. */
export function formatCad(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined || !Number.isFinite(amount)
    ? null
    : formats().cad.format(amount);
}

/** Two names or labels in the reader's alphabetical order: 'Émilie' sorts with the E's. */
export const compareNames = (a: string, b: string): number => formats().collator.compare(a, b);

/** Days of time away: 15, 2.5, -1 (an overbooked balance stays negative). */
export const formatDays = (value: number): string => formats().days.format(value);

/** A percentage: 53 -> '53%' in English, '53 %' in French (the time-away bars). */
export const formatPercent = (value: number): string => formats().percent.format(value / 100);

/** A file size as people read it: '512 B', '14.2 KB', '3.1 MB' ('14,2 Ko' in French). */
export function formatFileSize(bytes: number): string {
  const { sizeUnits, oneDecimal } = formats();
  const [unit, kilo, mega] = sizeUnits;
  if (bytes < 1024) return `${bytes} ${unit}`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} ${kilo}`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} ${mega}`;
}

/** 'en-CA' writes a date as 'YYYY-MM-DD'; one formatter per zone, made when first asked. */
const isoDays = new Map<string, Intl.DateTimeFormat>();

/**
 * Today where `timeZone` is, 'YYYY-MM-DD': the person's own day (their site's zone, from
 * `/api/me`, issue 29), which is what the server holds their dates to; the browser's zone
 * while it is not known. The earliest Needed By, Visible From and start dates.
 */
export function dayIn(timeZone: string | undefined, now = new Date()): string {
  const key = timeZone ?? '';
  let format = isoDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDays.set(key, format);
  }
  return format.format(now);
}

/** A calendar day in full, as the dashboard greets the person: 'Wednesday, November 25'. */
export function formatLongDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formats().longDay.format(date) : null;
}
