import type { DirectorySort } from '@portico/domain/people/directory-constants';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, between, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthDayOf } from '../../db/month-day';
import { employeeProfiles, employees, peopleCounts } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import {
  orderByOf,
  type PageRequest,
  searchCondition,
  type SortColumns,
  textOrder,
} from '../../lib/paged-list';
import { countCurrentPeople, countedToday, currentPeople } from '../../lib/people-counts';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';
import { containsPattern } from '../../lib/search-pattern';
import { celebrationOrderDays, monthDayRanges } from './celebration-sql';

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

/** Without a search, the kept people counts answer (decision 068); a search counts its matches. */
export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  if (!filter.search) return countCurrentPeople(db, filter.department);
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
  columns: { celebration: celebrationOrderDays(today), name: textOrder(employees.displayName) },
  thenBy: { celebration: textOrder(employees.displayName) },
  tieBreak: employees.employeeNumber,
});

/**
 * A window of the directory. In celebration order, the first pages are the people celebrating
 * within the week, found through the month-day indexes (`soonestCelebrations`); past them, or
 * when the week holds too few, everyone in view is ordered.
 */
export async function listDirectory(
  db: Db,
  query: DirectoryPageQuery,
  window: { limit: number; offset: number },
) {
  if (query.sort === 'celebration' && query.order === 'asc') {
    const soonest = await soonestCelebrations(db, query, window.offset + window.limit);
    if (soonest) return soonest.slice(window.offset);
  }
  return orderEveryone(db, query, window);
}

/** Ordering every current person in view (a date computation for each): the general case. */
export function orderEveryone(db: Db, query: DirectoryPageQuery, window: { limit: number; offset: number }) {
  return db
    .select(directoryColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(directoryWhere(query))
    .orderBy(...orderByOf(sortsOn(query.today), query.sort, query.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** How far ahead the first pages look: a week holds a few pages at 10,000 people. */
export const SOONEST_DAYS = 7;

/**
 * The first `wanted` people in celebration order, when that many celebrate within
 * `SOONEST_DAYS` (else undefined). A birthday or anniversary that soon has its month-day in the
 * coming week's range, so the indexes give the few hundred candidates; the rule itself
 * (`celebrationOrderDays`) then orders them and drops those whose celebration is later (a date
 * of this year, which comes round only next year). Everyone celebrating within the week is a
 * candidate, so the order of the first `wanted` is everyone's.
 */
export async function soonestCelebrations(db: Db, query: DirectoryPageQuery, wanted: number) {
  const ranges = monthDayRanges(query.today, SOONEST_DAYS);
  const inRanges = (date: typeof employees.hireDate | typeof employeeProfiles.birthdate) =>
    or(...ranges.map(([from, to]) => between(monthDayOf(date), from, to)));
  const hired = db.select({ id: employees.id }).from(employees).where(inRanges(employees.hireDate));
  const born = db
    .select({ id: employeeProfiles.employeeId })
    .from(employeeProfiles)
    .where(inRanges(employeeProfiles.birthdate));
  // `= any(array(…))`: the candidates are looked up by id, not joined with everyone.
  const candidate = sql`${employees.id} = any(array(${hired} union all ${born}))`;
  const rows = await db
    .select(directoryColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(
      and(
        directoryWhere(query),
        candidate,
        // Today counts as 1, so a celebration the week's last day is SOONEST_DAYS + 1.
        sql`${celebrationOrderDays(query.today)} <= ${SOONEST_DAYS + 1}`,
      ),
    )
    .orderBy(...orderByOf(sortsOn(query.today), 'celebration', 'asc'))
    .limit(wanted);
  return rows.length === wanted ? rows : undefined;
}

/** The HR departments with someone current in them, for the department filter. */
export async function listDirectoryDepartments(db: Db): Promise<string[]> {
  const rows = await db
    .select({ department: peopleCounts.department })
    .from(peopleCounts)
    .where(countedToday(and(isNotNull(peopleCounts.department), sql`${peopleCounts.department} <> ''`)))
    .groupBy(peopleCounts.department)
    .having(sql`${currentPeople} > 0`)
    .orderBy(asc(peopleCounts.department));
  return rows.map((row) => row.department!);
}
