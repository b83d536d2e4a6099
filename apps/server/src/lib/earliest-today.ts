import { DAY_MS } from '@portico/domain/shared/time-units';

/**
 * The earliest day that is still "today" somewhere a person may be: yesterday in UTC. A form's
 * minimum date is the person's own today, which west of UTC can still be yesterday here, so
 * the server accepts from this day on (Needed By, Visible From / To, a forecast's start). A
 * rule that knows the person checks their own today afterwards (`lib/person-day.ts`: Needed By).
 */
export function earliestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}
