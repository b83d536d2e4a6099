import { CURRENCY } from '@portico/domain/requests/request-constants';

/*
 * Every date, time, number and money format of the web app, in one place so one value never
 * reads two ways on two screens. Only the platform's Intl is used (no date library), so the
 * header, which shows a clock time on every signed-in screen, adds nothing to the first
 * download; the formatters are marked pure so a screen only bundles the ones it calls.
 */

const calendarDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullDateTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
});
const clockTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
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

/** A calendar date ('YYYY-MM-DD') as people read it: 'March 14, 1990'. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parse(value);
  if (!date) return null;
  return CALENDAR_DATE.test(value) ? calendarDay.format(date) : longDate.format(date);
}

/** A timestamp as a date only, for table cells: 'Mar 14, 2025'. */
export function formatShortDate(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? shortDate.format(date) : null;
}

/** A timestamp as a date and time: 'Mar 14, 2025, 3:07 p.m.'. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? dateTime.format(date) : null;
}

/** The exact moment, for a tooltip or `title`: 'March 14, 2025 at 3:07 PM'. */
export function formatFullDateTime(value: string): string {
  const date = parse(value);
  return date ? fullDateTime.format(date) : '';
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

/** A file size as people read it: '512 B', '14.2 KB', '3.1 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Today in the browser's time zone as 'YYYY-MM-DD': the earliest Needed By date. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
