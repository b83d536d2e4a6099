import type { PgTable } from 'drizzle-orm/pg-core';
import {
  businessUnits,
  companies,
  employeeProfiles,
  employeeRoles,
  employees,
  employmentHistory,
  quickLinks,
  quotes,
  tourRecords,
} from '../db/schema';
import { copyRows } from '../db/copy-rows';
import type { DemoOrganisation } from './organisation';
import type { DemoSeedModule } from './seed-module';

/** Where each part of `generateDemoOrganisation`'s answer goes, parents before children. */
const ROWS: readonly (readonly [PgTable, keyof Omit<DemoOrganisation, 'today'>])[] = [
  [companies, 'companies'],
  [businessUnits, 'businessUnits'],
  [employees, 'employees'],
  [employeeProfiles, 'profiles'],
  [employeeRoles, 'employeeRoles'],
  [employmentHistory, 'employmentHistory'],
  [tourRecords, 'tourRecords'],
  [quotes, 'quotes'],
  [quickLinks, 'quickLinks'],
];

/** Inserts everything `generateDemoOrganisation` returns. */
export const organisationSeed: DemoSeedModule = {
  name: 'organisation',
  tables: ROWS.map(([table]) => table),
  async seed(tx, { organisation }) {
    for (const [table, part] of ROWS) await copyRows(tx, table, organisation[part]);
  },
};
