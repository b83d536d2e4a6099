import type { AccessRole } from '@portico/domain/identity/roles';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeRoles, employees } from '../../db/schema';

/**
 * Access roles are granted, never derived from what a person may edit about themselves. After
 * the seed, two writers share these functions: the Access Roles screen (`access-role-service.ts`,
 * audited) and the roles command line.
 */

export interface RoleHolder {
  employeeNumber: string;
  displayName: string;
  workEmail: string | null;
}

/** An employee by employee number or work email (case-insensitive), as an Admin would name them. */
export async function findEmployeeByNumberOrEmail(db: Db, who: string) {
  const [row] = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      displayName: employees.displayName,
    })
    .from(employees)
    .where(or(eq(employees.employeeNumber, who), sql`lower(${employees.workEmail}) = lower(${who})`))
    .limit(1);
  return row;
}

/** Grants a role; granting it again changes nothing. Returns whether it was new. */
export async function grantRole(db: Db, employeeId: string, role: AccessRole): Promise<boolean> {
  const rows = await db
    .insert(employeeRoles)
    .values({ employeeId, role })
    .onConflictDoNothing()
    .returning({ role: employeeRoles.role });
  return rows.length > 0;
}

/** Revokes a role; revoking one the person does not hold changes nothing. Returns whether it was held. */
export async function revokeRole(db: Db, employeeId: string, role: AccessRole): Promise<boolean> {
  const rows = await db
    .delete(employeeRoles)
    .where(and(eq(employeeRoles.employeeId, employeeId), eq(employeeRoles.role, role)))
    .returning({ role: employeeRoles.role });
  return rows.length > 0;
}

/** Everyone who holds the role, by employee number. */
export function listRoleHolders(db: Db, role: AccessRole): Promise<RoleHolder[]> {
  return db
    .select({
      employeeNumber: employees.employeeNumber,
      displayName: employees.displayName,
      workEmail: employees.workEmail,
    })
    .from(employeeRoles)
    .innerJoin(employees, eq(employees.id, employeeRoles.employeeId))
    .where(eq(employeeRoles.role, role))
    .orderBy(asc(employees.employeeNumber));
}
