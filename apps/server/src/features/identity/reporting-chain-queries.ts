import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isActiveEmployeeAlias } from './active-employee-sql';

/**
 * Everyone below a person in the reporting hierarchy (direct reports, their reports, and so
 * on), as a subquery yielding `employee_number`s — for `where employee_number in (...)`.
 *
 * One recursive query, so the database walks the tree, not the server. The rules:
 * - Employee 000001 is the root and has no manager, even when its record names itself (or
 *   anyone else); it is never counted as somebody's report.
 * - UNION (not UNION ALL) drops rows already found, so a loop in the data (A manages B,
 *   B manages A) ends instead of recursing forever.
 * - The person is never part of their own chain.
 * - The walk goes through everyone, current or not, so reports of a departed manager who
 *   have not been reassigned still belong to the chain; callers filter by status.
 *
 * Manager numbers are compared as stored (the HR import trims them) so the manager index
 * serves each step.
 */
export function reportingChainBelow(employeeNumber: string): SQL {
  return sql`with recursive reporting_chain(employee_number) as (
      select e.employee_number from employees e
      where e.manager_employee_number = ${employeeNumber}
        and e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    union
      select e.employee_number from employees e
      join reporting_chain chain on e.manager_employee_number = chain.employee_number
      where e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    )
    select employee_number from reporting_chain where employee_number <> ${employeeNumber}`;
}

/** How many current employees are in a person's reporting chain downward. */
export async function countActiveInReportingChain(db: Db, employeeNumber: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from employees e
    where e.employee_number in (${reportingChainBelow(employeeNumber)})
      and ${isActiveEmployeeAlias('e')}`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The two drivers shape `execute` results differently; both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
