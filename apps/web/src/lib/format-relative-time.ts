/*
 * "5 minutes ago", "yesterday", "3 weeks ago": the platform's Intl does it, so the header bell
 * adds no date library to the first download.
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago (or from now) `iso` is, relative to `now`; empty for an unreadable date. */
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

/** The exact moment, for a tooltip or `title`: 'March 14, 2025 at 3:07 PM'. */
export function formatFullDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : fullDate.format(time);
}
