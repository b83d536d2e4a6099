import { USED_ENTRY_TYPE } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import {
  DEPARTMENTS_NOT_FILTERED,
  FIELD_DEPARTMENT,
  OTHER_DEPARTMENTS_CHIP,
} from '@portico/domain/time-away/time-away-table';
import { MAX_PAGE_SIZE, type SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, eq, inArray, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { orderByOf, searchCondition, textOrder } from '../../lib/paged-list';
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

/** Vacation Salary days, by the domain's rule: Used entries only, counted by status. */
const isUsedVacation = and(
  eq(timeAwayEntries.requestType, VACATION_SALARY),
  eq(timeAwayEntries.entryType, USED_ENTRY_TYPE),
);
const usedDays = {
  booked: sql<number>`count(*) filter (where ${timeAwayEntries.status} = 'Booked')::int`.as('booked'),
  taken: sql<number>`count(*) filter (where ${timeAwayEntries.status} = 'Taken')::int`.as('taken'),
};

/**
 * A window this long or shorter, in name order, looks each person's days up on their own: the
 * name index gives the order, so only the window's people are read. Any other order needs every
 * person's days before it can sort (decision 031).
 */
const LOOKUPS_UP_TO = MAX_PAGE_SIZE;

/**
 * Every person's booked and taken days, read once: either one grouped pass over the Used
 * Vacation Salary entries, joined by person (any sort, and whole exports), or a lateral lookup
 * per person (a page in name order). Both give each person one row, or none for no entries.
 */
function daysJoined(db: Db, perPerson: boolean) {
  if (perPerson) {
    const days = db
      .select(usedDays)
      .from(timeAwayEntries)
      .where(and(isUsedVacation, eq(timeAwayEntries.employeeId, employees.id)))
      .as('days');
    return { days, join: sql`true` };
  }
  const days = db
    .select({ employeeId: timeAwayEntries.employeeId, ...usedDays })
    .from(timeAwayEntries)
    .where(isUsedVacation)
    .groupBy(timeAwayEntries.employeeId)
    .as('days');
  return { days, join: eq(days.employeeId, employees.id) };
}

/**
 * Every counted person with their Vacation Salary allocation and days booked and taken, and
 * from them Remaining and the booked-and-taken percentage. The percentage rounds a numeric
 * (never a float, whose round() goes to even) so it agrees with the domain's `usedPercentage`.
 */
function tableRows(db: Db, filter: TimeAwayTableFilter, perPerson: boolean) {
  const { days, join } = daysJoined(db, perPerson);
  const people = db
    .select({
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      department: employees.department,
      allocation: sql<string>`coalesce(${timeAwayAllocations.days}, 0)`.as('allocation'),
      booked: sql<number>`coalesce(${days.booked}, 0)`.as('booked'),
      taken: sql<number>`coalesce(${days.taken}, 0)`.as('taken'),
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(
      timeAwayAllocations,
      and(
        eq(timeAwayAllocations.employeeId, employees.id),
        eq(timeAwayAllocations.requestType, VACATION_SALARY),
      ),
    );
  const base = (perPerson ? people.leftJoinLateral(days, join) : people.leftJoin(days, join))
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
  const perPerson = order.sort === 'name' && window.limit <= LOOKUPS_UP_TO;
  const { base, columns } = tableRows(db, filter, perPerson);
  const rows = await db
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

/**
 * The chips (spec §2): companies and offered departments of the people the table counts, and
 * Other last when some of them have no department chip of their own.
 */
export async function timeAwayFilterOptions(db: Db, scope: ResolvedPeopleScope) {
  const [companyRows, departmentRows, [other]] = await Promise.all([
    db
      .selectDistinct({ code: companies.code, name: companies.name })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .where(countedInScope(scope))
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
