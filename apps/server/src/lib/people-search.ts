import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeeProfiles, employees } from '../db/schema';
import { isActiveEmployee } from './active-employee-sql';
import { searchCondition } from './paged-list';
import { profileOfEmployee, shownDepartment, shownJobTitle } from './people-columns';

/**
 * The one search for current employees by name or work email, as people see them: the request
 * form's On Behalf Of picker takes its first rows, the dashboard's employee list pages
 * through them. Sorted by name, the employee number breaking ties so pages never overlap.
 */

/** Each column has its trigram index, so the OR is a bitmap OR of two index scans. */
const matching = (search: string | undefined): SQL | undefined =>
  and(isActiveEmployee, searchCondition([employees.displayName, employees.workEmail], search));

export function searchPeople(db: Db, search: string | undefined, window: { limit: number; offset?: number }) {
  return db
    .select({
      id: employees.id,
      name: employees.displayName,
      title: shownJobTitle,
      department: shownDepartment,
      email: employees.workEmail,
      hasPhoto: sql<boolean>`${employees.photo} is not null`,
    })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(matching(search))
    .orderBy(asc(employees.nameOrder), asc(employees.employeeNumber))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

/** How many current employees the same search finds. */
export async function countPeople(db: Db, search: string | undefined): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(matching(search));
  return Number(rows[0]?.count ?? 0);
}
