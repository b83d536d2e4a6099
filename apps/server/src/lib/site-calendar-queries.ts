import { MONDAY_TO_FRIDAY, type SiteCalendar } from '@portico/domain/calendar/site-calendar';
import type { Db } from '../db/client';
import { holidays, sites } from '../db/schema';

/**
 * Every zone some person's day turns in: each site's, and the portal's for people with no
 * site. What happens "once the day has begun everywhere" waits for the last of them.
 */
export async function everyTimeZone(db: Db, portalTimeZone: string): Promise<string[]> {
  const rows = await db.selectDistinct({ timeZone: sites.timeZone }).from(sites);
  return [...new Set([portalTimeZone, ...rows.map((row) => row.timeZone)])];
}

/** Every calendar a person can be on: each site's by its id, and the portal's own (key null). */
export async function everyCalendar(
  db: Db,
  portalTimeZone: string,
): Promise<Map<string | null, SiteCalendar>> {
  const [siteRows, holidayRows] = await Promise.all([
    db.select({ id: sites.id, timeZone: sites.timeZone, workingWeek: sites.workingWeek }).from(sites),
    db.select({ siteId: holidays.siteId, day: holidays.day }).from(holidays),
  ]);
  const daysOff = new Map<string | null, Set<string>>();
  for (const row of holidayRows) {
    const set = daysOff.get(row.siteId) ?? new Set<string>();
    set.add(row.day);
    daysOff.set(row.siteId, set);
  }
  const calendars = new Map<string | null, SiteCalendar>([
    [
      null,
      { timeZone: portalTimeZone, workingWeek: MONDAY_TO_FRIDAY, holidays: daysOff.get(null) ?? new Set() },
    ],
  ]);
  for (const site of siteRows) {
    calendars.set(site.id, { ...site, holidays: daysOff.get(site.id) ?? new Set() });
  }
  return calendars;
}
