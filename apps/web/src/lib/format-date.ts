import dayjs from 'dayjs';

/** A calendar date from the server ('YYYY-MM-DD') as people read it: 'March 14, 1990'. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMMM D, YYYY') : null;
}
