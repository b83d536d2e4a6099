import { eq, sql } from 'drizzle-orm';
import { companies, employees, sites } from '../db/schema';
import { DEMO_SITES } from './demo-content';
import type { DemoSeedModule } from './seed-module';

/**
 * The group's sites (issue 29, `content/sites.json`): six, in five time zones, and everyone at
 * their company's. Doha works Sunday to Thursday; its people are Bluewater Energy's with an even
 * employee number (the energy company's Gulf office).
 */
export const sitesSeed: DemoSeedModule = {
  name: 'sites',
  tables: [sites],
  async seed(tx) {
    const rows = await tx
      .insert(sites)
      .values(DEMO_SITES.map(({ companies: _companies, ...site }) => site))
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
