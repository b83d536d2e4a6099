import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUnits, employees, projects, requestCategories } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** Lookups that check what a request form refers to: category, project and people. */

export async function findCategory(db: Db, id: string) {
  const rows = await db
    .select({ id: requestCategories.id, requestType: requestCategories.requestType })
    .from(requestCategories)
    .where(eq(requestCategories.id, id));
  return rows[0];
}

export async function findProjectApprovers(db: Db, id: string) {
  const rows = await db
    .select({
      id: projects.id,
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

export async function findActiveEmployeeIdByNumber(db: Db, employeeNumber: string) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employeeNumber, employeeNumber), isActiveEmployee));
  return rows[0]?.id ?? null;
}

/** The leader of a department (business unit), by the leader's employee number. */
export async function findDepartmentLeaderNumber(db: Db, department: string) {
  const rows = await db
    .select({ leader: businessUnits.leaderEmployeeNumber })
    .from(businessUnits)
    .where(eq(businessUnits.name, department));
  return rows[0]?.leader ?? null;
}
