import { sql } from 'drizzle-orm';
import { employees } from '../db/schema';

/**
 * Who counts as a current employee, in one place so sign-in, every request's session check and
 * the people counts agree: status ACTIVE in any letter case (the HR export is not consistent)
 * and no termination date in the past. A termination dated today still lets the person in today.
 */
export const isActiveEmployee = sql<boolean>`(upper(${employees.employmentStatus}) = 'ACTIVE' and (${employees.terminationDate} is null or ${employees.terminationDate} >= current_date))`;

/** The same rule for raw SQL over an aliased `employees` row (recursive queries). */
export const isActiveEmployeeAlias = (alias: string) =>
  sql.raw(
    `(upper(${alias}.employment_status) = 'ACTIVE' and (${alias}.termination_date is null or ${alias}.termination_date >= current_date))`,
  );
