import { isWorkingDay, MONDAY_TO_FRIDAY, type Weekday } from '@portico/domain/calendar/site-calendar';
import { holidays, sites } from '../db/schema';
import { FIXED_DATE_HOLIDAYS } from './demo-content';
import type { DemoSeedModule } from './seed-module';

/** A country's holidays of this year and next that fall in the working week. */
function holidaysOf(country: string, workingWeek: readonly Weekday[], year: number) {
  const none = new Set<string>();
  return [year, year + 1].flatMap((y) =>
    (FIXED_DATE_HOLIDAYS[country] ?? [])
      .map(({ date, name }) => ({ day: `${y}-${date}`, name }))
      .filter(({ day }) => isWorkingDay(day, { workingWeek, holidays: none })),
  );
}

/**
 * Each site's fixed-date public holidays by its country, this year and next, so the sites'
 * calendars have holidays and reminders skip them as they would in use; the portal's own
 * calendar (people with no site) has the head office's, Toronto's. One falling on the site's
 * weekend is left out: it changes no working day. The holidays are in `content/holidays.json`.
 */
export const holidaysSeed: DemoSeedModule = {
  name: 'holidays',
  tables: [holidays],
  async seed(tx, { today }) {
    const year = today.getUTCFullYear();
    const siteRows = await tx
      .select({ id: sites.id, country: sites.country, workingWeek: sites.workingWeek })
      .from(sites);
    const rows = [
      ...holidaysOf('CA', MONDAY_TO_FRIDAY, year).map((holiday) => ({ ...holiday, siteId: null })),
      ...siteRows.flatMap((site) =>
        holidaysOf(site.country, site.workingWeek, year).map((holiday) => ({ ...holiday, siteId: site.id })),
      ),
    ];
    await tx.insert(holidays).values(rows);
  },
};
