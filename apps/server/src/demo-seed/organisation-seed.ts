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
import { insertInChunks } from '../db/insert-in-chunks';
import type { DemoSeedModule } from './seed-module';

/** Inserts everything `generateDemoOrganisation` returns, parents before children. */
export const organisationSeed: DemoSeedModule = {
  name: 'organisation',
  tables: [
    companies,
    businessUnits,
    employees,
    employeeProfiles,
    employeeRoles,
    employmentHistory,
    tourRecords,
    quotes,
    quickLinks,
  ],
  async seed(tx, { organisation }) {
    return {
      ...(await insertInChunks(tx, companies, organisation.companies)),
      ...(await insertInChunks(tx, businessUnits, organisation.businessUnits)),
      ...(await insertInChunks(tx, employees, organisation.employees)),
      ...(await insertInChunks(tx, employeeProfiles, organisation.profiles)),
      ...(await insertInChunks(tx, employeeRoles, organisation.employeeRoles)),
      ...(await insertInChunks(tx, employmentHistory, organisation.employmentHistory)),
      ...(await insertInChunks(tx, tourRecords, organisation.tourRecords)),
      ...(await insertInChunks(tx, quotes, organisation.quotes)),
      ...(await insertInChunks(tx, quickLinks, organisation.quickLinks)),
    };
  },
};
