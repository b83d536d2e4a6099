import { and, eq, ne, sql } from 'drizzle-orm';
import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import type { Db } from '../../db/client';
import { companies, employeeRoles, employees } from '../../db/schema';
import { isActiveEmployee } from './active-employee-sql';

/** The signed-in person as /api/me shows them, with the facts that decide their capabilities. */
export async function findMeRow(db: Db, employeeId: string) {
  const rows = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      displayName: employees.displayName,
      firstName: employees.firstName,
      lastName: employees.lastName,
      jobTitle: employees.jobTitle,
      workEmail: employees.workEmail,
      company: companies.name,
      department: employees.department,
      hasPhoto: sql<boolean>`(${employees.photo} is not null)`,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${employeeRoles.role} order by ${employeeRoles.role}) from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id}), '{}')`,
      // Spec §6 "a direct report is their own manager": someone reporting to this person whose
      // manager is also themselves — i.e. the person's own record names them as manager. The
      // root (000001) is exempt, as its record may name itself.
      directReportIsOwnManager: sql<boolean>`exists (select 1 from employees report where report.manager_employee_number = ${employees.employeeNumber} and report.manager_employee_number = report.employee_number and report.employee_number <> ${ROOT_EMPLOYEE_NUMBER})`,
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.id, employeeId));
  return rows[0];
}

export type MeRow = NonNullable<Awaited<ReturnType<typeof findMeRow>>>;

/** Current employees other than this one: the people view of someone who sees everyone. */
export async function countActiveEmployeesBesides(db: Db, employeeId: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(ne(employees.id, employeeId), isActiveEmployee));
  return Number(rows[0]?.count ?? 0);
}
