const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1 to 12 for a month's name or its first three letters or more ('Mar', 'sept'), else 0. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  if (lower.length < 3) return 0;
  return MONTHS.findIndex((month) => month.startsWith(lower)) + 1;
}

/** 'YYYY-MM-DD' for a day that exists on the calendar (no 30 February), else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!exists) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads a date as people type it in a date field — as it is shown ('March 14, 2026', 'Mar 14
 * 2026') or as 'YYYY-MM-DD' — strictly: a day that does not exist ('February 30, 2026') is null,
 * never rolled over into March, so the field can say so instead of changing what was typed.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const written = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(typed);
  if (!written) return null;
  const month = monthNumber(written[1]!);
  return month ? calendarDay(Number(written[3]), month, Number(written[2])) : null;
}

/** Whether a form value is a calendar day the date input can show. */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTypedDate(value) === value;
