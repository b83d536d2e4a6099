import { CURRENCY } from '@portico/domain/requests/request-constants';
import { formatCalendarDate } from '../../lib/format-date';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });
/** 'CA$1,187.50', as the IT desk writes it (docs/decisions/005-cad-currency-display.md). */
const cad = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** A timestamp from the server as a date and time: 'Mar 14, 2025, 3:07 p.m.'. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

/** A timestamp as a date only, for table cells: 'Mar 14, 2025'. */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : shortDate.format(date);
}

/** A calendar date ('YYYY-MM-DD') as 'March 14, 2025'. */
export const formatDay = formatCalendarDate;

/** Estimates are shown as Canadian dollars (spec §3, §9): 'CA$26,400.00'. */
export const formatCad = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : cad.format(amount);

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
