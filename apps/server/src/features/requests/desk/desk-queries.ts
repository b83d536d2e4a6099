import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeRoles, employees } from '../../../db/schema';
import { isActiveEmployee } from '../../../lib/active-employee-sql';
import { searchCondition } from '../../../lib/paged-list';

/**
 * The IT desk's staff: current employees (the rule sign-in uses) who hold the IT desk role or
 * the Admin role. A role, which only Admins grant — never a department, which is HR data
 * that the profile lets people describe themselves by.
 */
const isDeskStaff = sql<boolean>`(
  ${isActiveEmployee}
  and exists (
    select 1 from ${employeeRoles}
    where ${employeeRoles.employeeId} = ${employees.id} and ${employeeRoles.role} in ('IT desk', 'Admin')
  )
)`;

/**
 * The first `limit` desk staff by name whose name contains the search (all of them without
 * one): a desk of thousands answers with a picker's page, not with everyone.
 */
export function listDeskStaff(db: Db, search: string | undefined, limit: number) {
  return db
    .select({ id: employees.id, name: employees.displayName })
    .from(employees)
    .where(and(isDeskStaff, searchCondition([employees.displayName], search)))
    .orderBy(asc(employees.nameOrder), asc(employees.id))
    .limit(limit);
}

export async function findDeskStaffMember(db: Db, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id, name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isDeskStaff));
  return row;
}

export async function findEmployeeName(db: Db, employeeId: string) {
  const [row] = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row?.name ?? null;
}
