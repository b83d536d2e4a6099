import type { DirectorySort } from '@portico/domain/people/directory-constants';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeProfiles, employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { orderByOf, searchCondition, type PageRequest, type SortColumns } from '../../lib/paged-list';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';
import { containsPattern } from '../../lib/search-pattern';
import { celebrationOrderDays } from './celebration-sql';

/*
 * The Employee Directory's SQL: current employees only (the shared `isActiveEmployee`), searched,
 * filtered by HR department, and ordered by name or soonest celebration, a page at a time.
 */

export interface DirectoryFilter {
  search?: string | undefined;
  /** The HR record's department, exactly as the department options list it. */
  department?: string | undefined;
}

export interface DirectoryPageQuery extends DirectoryFilter, PageRequest {
  sort: DirectorySort;
  order: SortOrder;
  /** The portal's calendar day, for the celebration order. */
  today: string;
}

/**
 * "Contains" over the name, work email, and the title and department both as the HR record has
 * them and as the person goes by them (their profile), so someone is found by either. Each
 * column has a trigram index; the profile's half is looked up first (`id = any(array(…))`), as an
 * OR naming the joined table's columns could use no index at all (decision 017).
 */
export function directorySearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    searchCondition(
      [employees.displayName, employees.workEmail, employees.jobTitle, employees.department],
      text,
    ),
    sql`${employees.id} = any(array(select profile.employee_id from employee_profiles profile where profile.job_title ilike ${pattern} or profile.department ilike ${pattern}))`,
  );
}

export const directoryWhere = (filter: DirectoryFilter): SQL | undefined =>
  and(
    isActiveEmployee,
    filter.department ? eq(employees.department, filter.department) : undefined,
    directorySearch(filter.search),
  );

export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(directoryWhere(filter));
  return Number(rows[0]?.count ?? 0);
}

/** What a card shows of a person, with the two dates its celebration is read from. */
export const directoryColumns = {
  id: employees.id,
  name: employees.displayName,
  hasPhoto: sql<boolean>`${employees.photo} is not null`,
  title: shownJobTitle,
  department: shownDepartment,
  email: employees.workEmail,
  phone: employees.phone,
  birthdate: employeeProfiles.birthdate,
  hireDate: employees.hireDate,
};

const sortsOn = (today: string): SortColumns<DirectorySort> => ({
  columns: { celebration: celebrationOrderDays(today), name: employees.displayName },
  thenBy: { celebration: employees.displayName },
  tieBreak: employees.employeeNumber,
});

export function listDirectory(db: Db, query: DirectoryPageQuery, window: { limit: number; offset: number }) {
  return db
    .select(directoryColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(directoryWhere(query))
    .orderBy(...orderByOf(sortsOn(query.today), query.sort, query.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** The HR departments with someone current in them, for the department filter. */
export async function listDirectoryDepartments(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ department: employees.department })
    .from(employees)
    .where(and(isActiveEmployee, isNotNull(employees.department), sql`${employees.department} <> ''`))
    .orderBy(asc(employees.department));
  return rows.map((row) => row.department!);
}
