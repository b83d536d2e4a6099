import { sql } from 'drizzle-orm';
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
    const siteOfCompany = sql.join(
      DEMO_SITES.flatMap((site) => site.companies.map((code) => sql`(${code}, ${idOf(site.name)}::uuid)`)),
      sql`, `,
    );
    // One pass over the employees: each update rewrites a person's row in every index of the
    // table (four of them trigram), so a statement per company cost seconds at 10,000 people.
    await tx.execute(sql`
      update ${employees} set site_id = case
          when ${companies.code} = 'BWE' and right(${employees.employeeNumber}, 1) in ('0', '2', '4', '6', '8')
          then ${idOf('Doha')}::uuid else site_of.site_id end
      from ${companies} join (values ${siteOfCompany}) site_of(code, site_id) on site_of.code = ${companies.code}
      where ${employees.companyId} = ${companies.id}`);
  },
};
