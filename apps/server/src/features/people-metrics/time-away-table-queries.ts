import type { TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { OTHER_DEPARTMENTS_CHIP } from '@portico/domain/time-away/time-away-table';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, desc, eq, exists, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, vacationSalaryBalances } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { chosen, chosenDepartments, notInField, offeredDepartment } from './time-away-departments-sql';
import { countFromKept, departmentChipsFromKept, keptCountsAnswer } from './time-away-table-kept';
import { orderByOf, searchCondition, textOrder } from '../../lib/paged-list';
import { inPeopleScope, type ResolvedPeopleScope } from '../../lib/people-scope-queries';

export interface TimeAwayTableFilter {
  scope: ResolvedPeopleScope;
  /** Company codes; undefined for every company, empty for none. */
  company?: string[] | undefined;
  /** Department names; undefined for every department, empty for none. */
  department?: string[] | undefined;
  search?: string | undefined;
}

/**
 * Spec §4 "The time-away table counts only ACTIVE employees not in Field" (the domain's
 * `countsInTimeAwayTable`, with the portal's current-employee rule), within the viewer's scope.
 */
const countedInScope = (scope: ResolvedPeopleScope) =>
  and(isActiveEmployee, notInField(employees.department), inPeopleScope(scope));

/** The rows the filter asks for: counted, in scope, of the chosen companies and departments. */
const matching = (filter: TimeAwayTableFilter) =>
  and(
    countedInScope(filter.scope),
    chosen(companies.code, filter.company),
    chosenDepartments(employees.department, filter.department),
    searchCondition([employees.displayName], filter.search),
  );

/**
 * Every counted person with their Vacation Salary balance as kept by the database (allocation,
 * booked, taken and share used: `vacation_salary_balances`, decision 067), and from it
 * Remaining. Someone with neither an allocation nor an entry has no row: zeros. Sorted by share
 * used, the planner can walk the kept column's index instead of working out everyone's share.
 */
function tableRows(db: Db, filter: TimeAwayTableFilter, among?: SQL) {
  const balance = vacationSalaryBalances;
  const base = db
    .select({
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      // The kept key: sorted by name, the planner walks its index for the page (decision 074).
      nameOrder: employees.nameOrder,
      department: employees.department,
      allocation: sql<string>`coalesce(${balance.allocation}, 0)`.as('allocation'),
      booked: sql<number>`coalesce(${balance.booked}, 0)`.as('booked'),
      taken: sql<number>`coalesce(${balance.taken}, 0)`.as('taken'),
      usedPercentage: sql<number>`coalesce(${balance.usedPercentage}, 0)`.as('used_percentage'),
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(balance, eq(balance.employeeId, employees.id))
    .where(and(matching(filter), among))
    .as('base');
  const columns = {
    employeeId: base.employeeId,
    employeeNumber: base.employeeNumber,
    name: base.name,
    department: base.department,
    allocation: sql<number>`${base.allocation}::float8`.as('allocation_days'),
    booked: base.booked,
    taken: base.taken,
    remaining: sql<number>`(${base.allocation} - ${base.taken} - ${base.booked})::float8`.as('remaining'),
    usedPercentage: base.usedPercentage,
  };
  return { base, columns };
}

/** How many people the filter's table has: from the kept counts when they can answer. */
export async function countTimeAwayTable(db: Db, filter: TimeAwayTableFilter): Promise<number> {
  if (keptCountsAnswer(filter)) return countFromKept(db, filter.department);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(matching(filter));
  return Number(row?.count ?? 0);
}

interface TableWindow {
  order: { sort: TimeAwayTableSort; order: SortOrder };
  window: { limit: number; offset: number };
}

/**
 * Who can be in a window sorted by share used: the first rows in that order of the people
 * with a kept balance (its share's index, each share's few people then sorted by number) and,
 * apart, of those without one (all at 0, in number order by its index). The two lists split
 * the table, so its window is among their first `offset + limit` each: the window is sorted
 * from these candidates, not from everyone's share (decision 070). Most shares first, the
 * second list is read only when the window reaches 0; finding who has no balance walks
 * everyone.
 */
function shareOrderCandidates(db: Db, filter: TimeAwayTableFilter, { order, window }: TableWindow): SQL {
  const by = order.order === 'asc' ? asc : desc;
  const rows = window.offset + window.limit;
  const balance = vacationSalaryBalances;
  const withBalance = (where?: SQL) =>
    db
      .select({ id: employees.id })
      .from(balance)
      .innerJoin(employees, eq(employees.id, balance.employeeId))
      .leftJoin(companies, eq(companies.id, employees.companyId))
      .where(and(matching(filter), where))
      .orderBy(by(balance.usedPercentage), by(employees.employeeNumber))
      .limit(rows);
  const reachesZero =
    order.order === 'asc'
      ? undefined
      : sql`(select count(*) from ${withBalance(gt(balance.usedPercentage, 0)).as('used')}) < ${rows}`;
  const withoutBalance = db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(balance, eq(balance.employeeId, employees.id))
    .where(and(reachesZero, matching(filter), isNull(balance.employeeId)))
    .orderBy(by(employees.employeeNumber))
    .limit(rows);
  // Each query is rendered in parentheses of its own, as a union of two limited lists needs.
  return inArray(employees.id, sql`(${withBalance()} union all ${withoutBalance})`);
}

/** One window of the table in the order asked for, unexecuted (the query-plan tests read it). */
export function timeAwayTableQuery(db: Db, filter: TimeAwayTableFilter, { order, window }: TableWindow) {
  const among =
    order.sort === 'usedPercentage' ? shareOrderCandidates(db, filter, { order, window }) : undefined;
  const { base, columns } = tableRows(db, filter, among);
  return db
    .select(columns)
    .from(base)
    .orderBy(
      ...orderByOf(
        {
          columns: {
            name: base.nameOrder,
            department: textOrder(base.department),
            // Computed columns sort by their output names.
            allocation: sql`${sql.identifier('allocation_days')}`,
            remaining: sql`${sql.identifier('remaining')}`,
            usedPercentage: sql`${base.usedPercentage}`,
          },
          nullable: ['department'],
          tieBreak: base.employeeNumber,
        },
        order.sort,
        order.order,
      ),
    )
    .limit(window.limit)
    .offset(window.offset);
}

/** One window of the table in the order asked for; the employee number breaks ties. */
export async function listTimeAwayTable(
  db: Db,
  filter: TimeAwayTableFilter,
  order: TableWindow['order'],
  window: TableWindow['window'],
): Promise<TimeAwayTableRow[]> {
  const rows = await timeAwayTableQuery(db, filter, { order, window });
  return rows.map((row) => ({
    ...row,
    allocation: Number(row.allocation),
    remaining: Number(row.remaining),
  }));
}

/**
 * The chips (spec §2): companies and offered departments of the people the table counts, and
 * Other last when some of them have no department chip of their own.
 */
export async function timeAwayFilterOptions(db: Db, scope: ResolvedPeopleScope) {
  const [companyRows, departments] = await Promise.all([
    // A company is offered when anyone counted works for it: the first match by the company
    // index ends each company's look, instead of joining every counted person with a company.
    db
      .select({ code: companies.code, name: companies.name })
      .from(companies)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(employees)
            .where(and(eq(employees.companyId, companies.id), countedInScope(scope))),
        ),
      )
      .orderBy(asc(companies.name), asc(companies.code)),
    scope.kind === 'everyone' ? departmentChipsFromKept(db) : departmentChipsInScope(db, scope),
  ]);
  return { companies: companyRows, departments };
}

/** The department chips of a chain's counted people, read from `employees`. */
async function departmentChipsInScope(db: Db, scope: ResolvedPeopleScope) {
  const [departmentRows, [other]] = await Promise.all([
    db
      .selectDistinct({ department: employees.department })
      .from(employees)
      .where(and(countedInScope(scope), offeredDepartment(employees.department)))
      .orderBy(asc(employees.department)),
    db
      .select({ id: employees.id })
      .from(employees)
      .where(and(countedInScope(scope), chosenDepartments(employees.department, [OTHER_DEPARTMENTS_CHIP])))
      .limit(1),
  ]);
  const departments = departmentRows.map((row) => row.department!);
  return other ? [...departments, OTHER_DEPARTMENTS_CHIP] : departments;
}
