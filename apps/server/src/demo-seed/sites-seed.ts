import { MONDAY_TO_FRIDAY, SUNDAY_TO_THURSDAY, type Weekday } from '@portico/domain/calendar/site-calendar';
import { eq, sql } from 'drizzle-orm';
import { companies, employees, sites } from '../db/schema';
import type { DemoSeedModule } from './seed-module';

interface DemoSite {
  name: string;
  country: string;
  timeZone: string;
  /** Monday to Friday unless said. */
  workingWeek?: readonly Weekday[];
  /** The companies whose people work there (a company's home office). */
  companies: readonly string[];
}

/**
 * The group's sites (issue 29): six, in five time zones. Doha works Sunday to Thursday; its
 * people are Bluewater Energy's with an even employee number (the energy company's Gulf office).
 */
export const DEMO_SITES: readonly DemoSite[] = [
  { name: 'Toronto', country: 'CA', timeZone: 'America/Toronto', companies: ['HLG', 'NPL'] },
  { name: 'Calgary', country: 'CA', timeZone: 'America/Edmonton', companies: ['HLC', 'BWE'] },
  { name: 'Vancouver', country: 'CA', timeZone: 'America/Vancouver', companies: ['CFS'] },
  { name: 'Winnipeg', country: 'CA', timeZone: 'America/Winnipeg', companies: ['SRM'] },
  { name: 'Houston', country: 'US', timeZone: 'America/Chicago', companies: ['AUS'] },
  { name: 'Doha', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: SUNDAY_TO_THURSDAY, companies: [] },
];

/** The sites, and everyone at their company's; half of Bluewater Energy's people in Doha. */
export const sitesSeed: DemoSeedModule = {
  name: 'sites',
  tables: [sites],
  async seed(tx) {
    const rows = await tx
      .insert(sites)
      .values(
        DEMO_SITES.map(({ name, country, timeZone, workingWeek = MONDAY_TO_FRIDAY }) => ({
          name,
          country,
          timeZone,
          workingWeek: [...workingWeek],
        })),
      )
      .returning({ id: sites.id, name: sites.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    for (const site of DEMO_SITES) {
      for (const code of site.companies) {
        await tx
          .update(employees)
          .set({ siteId: idOf(site.name) })
          .from(companies)
          .where(sql`${employees.companyId} = ${companies.id} and ${eq(companies.code, code)}`);
      }
    }
    await tx
      .update(employees)
      .set({ siteId: idOf('Doha') })
      .from(companies)
      .where(
        sql`${employees.companyId} = ${companies.id} and ${companies.code} = 'BWE' and right(${employees.employeeNumber}, 1) in ('0', '2', '4', '6', '8')`,
      );
  },
};
