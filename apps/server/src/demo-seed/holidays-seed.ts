import { isWorkingDay, MONDAY_TO_FRIDAY, type Weekday } from '@portico/domain/calendar/site-calendar';
import { holidays, sites } from '../db/schema';
import type { DemoSeedModule } from './seed-module';

/**
 * Each site's fixed-date public holidays by its country, this year and next, so the sites'
 * calendars have holidays and reminders skip them as they would in use; the portal's own
 * calendar (people with no site) has the head office's, Toronto's. One falling on the site's
 * weekend is left out: it changes no working day.
 */
const FIXED_DATE_HOLIDAYS: Record<string, readonly { month: number; day: number; name: string }[]> = {
  CA: [
    { month: 1, day: 1, name: 'New Year’s Day' },
    { month: 7, day: 1, name: 'Canada Day' },
    { month: 11, day: 11, name: 'Remembrance Day' },
    { month: 12, day: 25, name: 'Christmas Day' },
    { month: 12, day: 26, name: 'Boxing Day' },
  ],
  US: [
    { month: 1, day: 1, name: 'New Year’s Day' },
    { month: 6, day: 19, name: 'Juneteenth' },
    { month: 7, day: 4, name: 'Independence Day' },
    { month: 11, day: 11, name: 'Veterans Day' },
    { month: 12, day: 25, name: 'Christmas Day' },
  ],
  QA: [{ month: 12, day: 18, name: 'Qatar National Day' }],
};

/** A country's holidays of this year and next that fall in the working week. */
function holidaysOf(country: string, workingWeek: readonly Weekday[], year: number) {
  const none = new Set<string>();
  return [year, year + 1].flatMap((y) =>
    (FIXED_DATE_HOLIDAYS[country] ?? [])
      .map(({ month, day, name }) => ({
        day: `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        name,
      }))
      .filter(({ day }) => isWorkingDay(day, { workingWeek, holidays: none })),
  );
}

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
