/*
 * Kept apart from format-date.ts: the header shows a time on every signed-in screen, and
 * the platform's Intl does it without adding dayjs to the first download.
 */
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** A clock time such as '3:07 PM' (dayjs 'h:mm A'). */
export const formatClockTime = (timestamp: number) => clockTime.format(timestamp);
