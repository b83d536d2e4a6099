import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employeeProfiles, employeeRoles, employees, sites } from '../../db/schema';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';

/** The signed-in person as /api/me shows them. */
export async function findMeRow(db: Db, employeeId: string) {
  const rows = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      displayName: employees.displayName,
      firstName: employees.firstName,
      lastName: employees.lastName,
      jobTitle: shownJobTitle,
      workEmail: employees.workEmail,
      company: companies.name,
      site: sites.name,
      siteTimeZone: sites.timeZone,
      department: shownDepartment,
      language: employeeProfiles.language,
      hasPhoto: sql<boolean>`(${employees.photo} is not null)`,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${employeeRoles.role} order by ${employeeRoles.role}) from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id}), '{}')`,
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(eq(employees.id, employeeId));
  return rows[0];
}
