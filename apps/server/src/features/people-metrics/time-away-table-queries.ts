import type { TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import {
  DEPARTMENTS_NOT_FILTERED,
  FIELD_DEPARTMENT,
  OTHER_DEPARTMENTS_CHIP,
} from '@portico/domain/time-away/time-away-table';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, eq, exists, inArray, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, vacationSalaryBalances } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
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

const chosen = (column: AnyColumn, values: string[] | undefined) =>
  values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, values);

/** A department with a chip of its own (the domain's `offersDepartmentFilter`). */
const offeredDepartment = and(
  sql`trim(${employees.department}) <> ''`,
  notInArray(employees.department, [...DEPARTMENTS_NOT_FILTERED]),
);

/**
 * The chosen department chips; the Other chip stands for every department without its own
 * (the domain's `departmentChipOf`), so nobody drops out of the table unchosen.
 */
function chosenDepartments(values: string[] | undefined) {
  if (values === undefined || !values.includes(OTHER_DEPARTMENTS_CHIP)) {
    return chosen(employees.department, values);
  }
  const named = values.filter((value) => value !== OTHER_DEPARTMENTS_CHIP);
  const others = sql`not coalesce(${offeredDepartment}, false)`;
  return named.length === 0 ? others : or(inArray(employees.department, named), others);
}

/**
 * Spec §4 "The time-away table counts only ACTIVE employees not in Field" (the domain's
 * `countsInTimeAwayTable`, with the portal's current-employee rule), within the viewer's scope.
 */
const countedInScope = (scope: ResolvedPeopleScope) =>
  and(
    isActiveEmployee,
    sql`${employees.department} is distinct from ${FIELD_DEPARTMENT}`,
    inPeopleScope(scope),
  );

/** The rows the filter asks for: counted, in scope, of the chosen companies and departments. */
const matching = (filter: TimeAwayTableFilter) =>
  and(
    countedInScope(filter.scope),
    chosen(companies.code, filter.company),
    chosenDepartments(filter.department),
    searchCondition([employees.displayName], filter.search),
  );

/**
 * Every counted person with their Vacation Salary balance as kept by the database (allocation,
 * booked, taken and share used: `vacation_salary_balances`, decision 067), and from it
 * Remaining. Someone with neither an allocation nor an entry has no row: zeros. Sorted by share
 * used, the planner can walk the kept column's index instead of working out everyone's share.
 */
function tableRows(db: Db, filter: TimeAwayTableFilter) {
  const balance = vacationSalaryBalances;
  const base = db
    .select({
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      department: employees.department,
      allocation: sql<string>`coalesce(${balance.allocation}, 0)`.as('allocation'),
      booked: sql<number>`coalesce(${balance.booked}, 0)`.as('booked'),
      taken: sql<number>`coalesce(${balance.taken}, 0)`.as('taken'),
      usedPercentage: sql<number>`coalesce(${balance.usedPercentage}, 0)`.as('used_percentage'),
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(balance, eq(balance.employeeId, employees.id))
    .where(matching(filter))
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

export async function countTimeAwayTable(db: Db, filter: TimeAwayTableFilter): Promise<number> {
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

/** One window of the table in the order asked for, unexecuted (the query-plan tests read it). */
export function timeAwayTableQuery(db: Db, filter: TimeAwayTableFilter, { order, window }: TableWindow) {
  const { base, columns } = tableRows(db, filter);
  return db
    .select(columns)
    .from(base)
    .orderBy(
      ...orderByOf(
        {
          columns: {
            name: textOrder(base.name),
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
  const [companyRows, departmentRows, [other]] = await Promise.all([
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
    db
      .selectDistinct({ department: employees.department })
      .from(employees)
      .where(and(countedInScope(scope), offeredDepartment))
      .orderBy(asc(employees.department)),
    db
      .select({ id: employees.id })
      .from(employees)
      .where(and(countedInScope(scope), chosenDepartments([OTHER_DEPARTMENTS_CHIP])))
      .limit(1),
  ]);
  const departments = departmentRows.map((row) => row.department!);
  return {
    companies: companyRows,
    departments: other ? [...departments, OTHER_DEPARTMENTS_CHIP] : departments,
  };
}
