import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUnits, employees, projects, requestCategories } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** Lookups that check what a request form refers to: category, project and people. */

export async function findCategory(db: Db, id: string) {
  const rows = await db
    .select({
      id: requestCategories.id,
      requestType: requestCategories.requestType,
      active: requestCategories.active,
    })
    .from(requestCategories)
    .where(eq(requestCategories.id, id));
  return rows[0];
}

export async function findProjectApprovers(db: Db, id: string) {
  const rows = await db
    .select({
      id: projects.id,
      active: projects.active,
      purchaseApproverId: projects.purchaseApproverId,
      secondaryPurchaseApproverId: projects.secondaryPurchaseApproverId,
      preApproverId: projects.preApproverId,
      estimateApproverId: projects.estimateApproverId,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return rows[0];
}

const organisationColumns = {
  id: employees.id,
  employeeNumber: employees.employeeNumber,
  managerEmployeeNumber: employees.managerEmployeeNumber,
  department: employees.department,
};

/** A current employee: requests are only made for people who still work here. */
export async function findActiveEmployee(db: Db, id: string) {
  const rows = await db
    .select(organisationColumns)
    .from(employees)
    .where(and(eq(employees.id, id), isActiveEmployee));
  return rows[0];
}
export type RequestPerson = NonNullable<Awaited<ReturnType<typeof findActiveEmployee>>>;

/** Current employees' ids by employee number, in one query; a leaver or unknown number is absent. */
export async function findActiveEmployeeIdsByNumber(db: Db, employeeNumbers: readonly string[]) {
  if (employeeNumbers.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: employees.id, employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(and(inArray(employees.employeeNumber, [...employeeNumbers]), isActiveEmployee));
  return new Map(rows.map((row) => [row.employeeNumber, row.id]));
}

/** The leader of a department (business unit), by the leader's employee number. */
export async function findDepartmentLeaderNumber(db: Db, department: string) {
  const rows = await db
    .select({ leader: businessUnits.leaderEmployeeNumber })
    .from(businessUnits)
    .where(eq(businessUnits.name, department));
  return rows[0]?.leader ?? null;
}
