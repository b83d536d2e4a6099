import { addDays, DEFAULT_PORTAL_TIME_ZONE, todayIn } from '@portico/domain/calendar/site-calendar';

/*
 * The days tests speak of. The test personas have no site, so their day is the portal's (the
 * test app runs on the default PORTAL_TIME_ZONE, America/Toronto), never the UTC day: a test
 * run at 21:00 in Toronto must mean Toronto's today, as the portal does.
 */

/** Where the test personas' day turns. */
export const TEST_PORTAL_TIME_ZONE = DEFAULT_PORTAL_TIME_ZONE;

/** The day `days` after the personas' today (negative: before), at the instant `from`. */
export const dayFromToday = (days: number, from: Date = new Date()): string =>
  addDays(todayIn(TEST_PORTAL_TIME_ZONE, from), days);
