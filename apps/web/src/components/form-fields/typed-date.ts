/** The months' names in the portal's languages, as people type them in either (the 1st is January). */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'janvier'],
  ['february', 'fevrier'],
  ['march', 'mars'],
  ['april', 'avril'],
  ['may', 'mai'],
  ['june', 'juin'],
  ['july', 'juillet'],
  ['august', 'aout'],
  ['september', 'septembre'],
  ['october', 'octobre'],
  ['november', 'novembre'],
  ['december', 'decembre'],
];

/** Lower case and without accents: 'Févr' and 'fevr' are the same month. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * 1 to 12 for a month's name or its first three letters or more, in English or French ('Mar',
 * 'sept', 'févr', 'juil'), else 0; also 0 for a beginning two months share ('jui').
 */
function monthNumber(name: string): number {
  const typed = plain(name);
  if (typed.length < 3) return 0;
  const matches = new Set(
    MONTHS.flatMap((names, index) => (names.some((month) => month.startsWith(typed)) ? [index + 1] : [])),
  );
  return matches.size === 1 ? [...matches][0]! : 0;
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
 * Reads a date as people type it in a date field — as it is shown in English ('March 14, 2026',
 * 'Mar 14 2026') or in French ('14 mars 2026', '28 nov. 2026'), or as 'YYYY-MM-DD' — strictly: a
 * day that does not exist ('February 30, 2026') is null, never rolled over into March, so the
 * field can say so instead of changing what was typed. Either language's order is read in
 * either language: a person may type the way they are used to.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Each part is a single run of one kind of character, so no text can make these backtrack.
  const monthFirst = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(typed);
  const dayFirst = /^(\d{1,2})\s+(\p{L}+)\.?\s+(\d{4})$/u.exec(typed);
  const [monthName, day, year] = monthFirst
    ? [monthFirst[1]!, monthFirst[2]!, monthFirst[3]!]
    : dayFirst
      ? [dayFirst[2]!, dayFirst[1]!, dayFirst[3]!]
      : [];
  if (!monthName) return null;
  const month = monthNumber(monthName);
  return month ? calendarDay(Number(year), month, Number(day)) : null;
}

/** Whether a form value is a calendar day the date input can show. */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTypedDate(value) === value;
