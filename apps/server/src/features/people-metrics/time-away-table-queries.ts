import { USED_ENTRY_TYPE } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { DEPARTMENTS_NOT_FILTERED, FIELD_DEPARTMENT } from '@portico/domain/time-away/time-away-table';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, eq, inArray, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { orderByOf, searchCondition } from '../../lib/paged-list';
import { inPeopleScope, type ResolvedPeopleScope } from '../../lib/people-scope-queries';

/** The People Metrics Time Away table reads Vacation Salary (spec §3 vacation_salary_* fields). */
const VACATION_SALARY = 'Vacation_Salary';

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
    chosen(employees.department, filter.department),
    searchCondition([employees.displayName], filter.search),
  );

/** Days of Vacation Salary of one status, by the domain's rule: Used entries only. */
const vacationDays = (status: 'Booked' | 'Taken') =>
  sql<number>`(select count(*)::int from ${timeAwayEntries} t
    where t.employee_id = ${employees.id} and t.request_type = ${VACATION_SALARY}
      and t.entry_type = ${USED_ENTRY_TYPE} and t.status = ${status})`;

/**
 * Every counted person with their Vacation Salary allocation and days booked and taken, and
 * from them Remaining and the booked-and-taken percentage. The percentage rounds a numeric
 * (never a float, whose round() goes to even) so it agrees with the domain's `usedPercentage`.
 */
function tableRows(db: Db, filter: TimeAwayTableFilter) {
  const base = db
    .select({
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      department: employees.department,
      allocation: sql<string>`coalesce(${timeAwayAllocations.days}, 0)`.as('allocation'),
      booked: vacationDays('Booked').as('booked'),
      taken: vacationDays('Taken').as('taken'),
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(
      timeAwayAllocations,
      and(
        eq(timeAwayAllocations.employeeId, employees.id),
        eq(timeAwayAllocations.requestType, VACATION_SALARY),
      ),
    )
    .where(matching(filter))
    .as('base');
  const used = sql`(${base.booked} + ${base.taken})`;
  const columns = {
    employeeId: base.employeeId,
    employeeNumber: base.employeeNumber,
    name: base.name,
    department: base.department,
    allocation: sql<number>`${base.allocation}::float8`.as('allocation_days'),
    booked: base.booked,
    taken: base.taken,
    remaining: sql<number>`(${base.allocation} - ${base.taken} - ${base.booked})::float8`.as('remaining'),
    usedPercentage:
      sql<number>`(case when ${base.allocation} <= 0 then case when ${used} > 0 then 100 else 0 end
      else round(${used} * 100 / ${base.allocation}) end)::int`.as('used_percentage'),
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

/** One window of the table in the order asked for; the employee number breaks ties. */
export async function listTimeAwayTable(
  db: Db,
  filter: TimeAwayTableFilter,
  order: { sort: TimeAwayTableSort; order: SortOrder },
  window: { limit: number; offset: number },
): Promise<TimeAwayTableRow[]> {
  const { base, columns } = tableRows(db, filter);
  const rows = await db
    .select(columns)
    .from(base)
    .orderBy(
      ...orderByOf(
        {
          columns: {
            name: base.name,
            department: base.department,
            // Computed columns sort by their output names.
            allocation: sql`${sql.identifier('allocation_days')}`,
            remaining: sql`${sql.identifier('remaining')}`,
            usedPercentage: sql`${sql.identifier('used_percentage')}`,
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
  return rows.map((row) => ({
    ...row,
    allocation: Number(row.allocation),
    remaining: Number(row.remaining),
  }));
}

/** The chips (spec §2): companies and offered departments of the people the table counts. */
export async function timeAwayFilterOptions(db: Db, scope: ResolvedPeopleScope) {
  const [companyRows, departmentRows] = await Promise.all([
    db
      .selectDistinct({ code: companies.code, name: companies.name })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .where(countedInScope(scope))
      .orderBy(asc(companies.name), asc(companies.code)),
    db
      .selectDistinct({ department: employees.department })
      .from(employees)
      .where(
        and(
          countedInScope(scope),
          sql`trim(${employees.department}) <> ''`,
          notInArray(employees.department, [...DEPARTMENTS_NOT_FILTERED]),
        ),
      )
      .orderBy(asc(employees.department)),
  ]);
  return { companies: companyRows, departments: departmentRows.map((row) => row.department!) };
}
