import { CURRENCY, REQUEST_TYPE_BUTTONS, type RequestType } from '@portico/domain/requests/request-constants';

/*
 * Every date, time, number and money format of the web app, in one place so one value never
 * reads two ways on two screens. Only the platform's Intl is used (no date library), so the
 * header, which shows a clock time on every signed-in screen, adds nothing to the first
 * download; the formatters are marked pure so a screen only bundles the ones it calls.
 */

/*
 * One date format and one date-time format for every screen: 'Mar 14, 2025' and
 * 'Mar 14, 2025, 3:07 PM' (the header's clock reads '3:07 PM' the same way). A calendar date
 * ('YYYY-MM-DD') is the same day in every time zone, so it is printed as UTC.
 */
const DATE_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME_PARTS = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const calendarDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { ...DATE_PARTS, timeZone: 'UTC' });
const localDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', DATE_PARTS);
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { ...DATE_PARTS, ...TIME_PARTS });
const clockTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', TIME_PARTS);
const monthYear = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortMonthYear = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const wholeNumber = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const weekday = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
/** Days of time away: whole or to two decimals (half days, accruals), with grouping. */
const days = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const relative = /* @__PURE__ */ new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/*
 * 'en-CA' writes Canadian dollars as a bare '$', which reads as US dollars to half of the
 * group; 'en-US' writes 'CA$1,187.50' (docs/decisions/005-cad-currency-display.md).
 */
const cad = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare calendar date is the same day everywhere: read it as UTC and print it as UTC.
  const date = new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The format date inputs show and take, matching `formatDate` (Mantine / dayjs tokens). */
export const DATE_INPUT_FORMAT = 'MMM D, YYYY';

/** A date, or a timestamp's day, as every screen writes it: 'Mar 14, 2025'. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parse(value);
  if (!value || !date) return null;
  return CALENDAR_DATE.test(value) ? calendarDay.format(date) : localDay.format(date);
}

/** The month of a calendar date: 'November 2026' (the Wall of Wow's month-year). */
export function formatMonthYear(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? monthYear.format(date) : null;
}

/** A month where space is short (chart axes): 'Nov 2026'. */
export function formatShortMonthYear(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? shortMonthYear.format(date) : null;
}

/** A count of people or things: '1,234'. */
export const formatCount = (value: number): string => wholeNumber.format(value);

/** A change in a count, its sign always shown: '+3', '−2' (a minus sign, not a hyphen), '0'. */
export function formatSignedCount(value: number): string {
  if (value > 0) return `+${wholeNumber.format(value)}`;
  if (value < 0) return `−${wholeNumber.format(-value)}`;
  return '0';
}

/** The weekday of a calendar date: 'Wed' ("Who's out" later this week). */
export function formatWeekday(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? weekday.format(date) : null;
}

/** A timestamp as a date and time: 'Mar 14, 2025, 3:07 PM'. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? dateTime.format(date) : null;
}

/** A clock time such as '3:07 PM'. */
export const formatClockTime = (timestamp: number) => clockTime.format(timestamp);

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
      return unit === 'second' ? relative.format(0, 'second') : relative.format(Math.round(amount), unit);
    }
    amount /= size;
  }
  return '';
}

/** Money is Canadian dollars (spec §3 Est_Costs__c, §9): 1187.5 -> 'CA$1,187.50'. */
export function formatCad(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? null : cad.format(amount);
}

/** Days of time away: 15, 2.5, -1 (an overbooked balance stays negative). */
export const formatDays = (value: number): string => days.format(value);

/** A whole percentage: 53 -> '53%' (the time-away bars). */
export const formatPercent = (value: number): string => `${days.format(value)}%`;

/** A file size as people read it: '512 B', '14.2 KB', '3.1 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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

const longDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day in full, as the dashboard greets the person: 'Wednesday, November 25'. */
export function formatLongDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? longDay.format(date) : null;
}

/**
 * A request's type as every screen names it: the short names of the request form's type
 * buttons ('Support', 'Purchase', 'Quote', 'Project Brief'). Statuses need no formatter: the
 * spec's status values are their labels, shown as the server sends them.
 */
export const formatRequestType = (type: RequestType): string => REQUEST_TYPE_BUTTONS[type];
