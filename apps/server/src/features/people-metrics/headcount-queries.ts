import type { HeadcountMonth, MoveKind } from '@portico/domain/people-metrics/headcount';
import type { HeadcountOptions } from '@portico/domain/people-metrics/headcount-dto';
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { ResolvedPeopleScope } from '../../lib/people-scope-queries';
import { headcountCtes, MOVE_OUT_KINDS, scopedEmployeeIds, type SqlHeadcountFilter } from './headcount-sql';

interface MonthRow {
  month: string;
  on_opening: number;
  on_closing: number;
  out_on_opening: number;
  out_on_closing: number;
  new_hire_replacement: number;
  new_hire_net_new: number;
  change_in: number;
  change_out: number;
  voluntary: number;
  involuntary: number;
}

const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * Spec §3 month rows for consecutive months from `firstMonth` to `lastMonth` ('YYYY-MM-01'),
 * counted in the database: a generate_series of months joined to the history and its moves.
 * Opening and closing counts are the people counted on the day before the 1st (or on the
 * last day) less those whose last day that was.
 */
export async function headcountMonthRows(
  db: Db,
  scope: ResolvedPeopleScope,
  filter: SqlHeadcountFilter,
  firstMonth: string,
  lastMonth: string,
): Promise<HeadcountMonth[]> {
  const result = await db.execute(sql`
    with ${headcountCtes(scope, filter)},
    bounds as (
      select month::date as month, (month::date - 1) as opening_day,
        ((month + interval '1 month')::date - 1) as closing_day
      from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') as month
    ),
    heads as (
      select b.month,
        count(p.id) filter (where p.starts <= b.opening_day and p.ends > b.opening_day)::int as on_opening,
        count(p.id) filter (where p.starts <= b.closing_day and p.ends > b.closing_day)::int as on_closing
      from bounds b
      left join linked p on p.counts and p.starts <= b.closing_day and p.ends > b.opening_day
      group by b.month
    ),
    flows as (
      select b.month,
        count(*) filter (where m.kind in ${MOVE_OUT_KINDS} and m.day = b.opening_day)::int as out_on_opening,
        count(*) filter (where m.kind in ${MOVE_OUT_KINDS} and m.day = b.closing_day)::int as out_on_closing,
        count(*) filter (where m.day >= b.month and m.kind = 'newHireReplacement')::int as new_hire_replacement,
        count(*) filter (where m.day >= b.month and m.kind = 'newHireNetNew')::int as new_hire_net_new,
        count(*) filter (where m.day >= b.month and m.kind = 'changeIn')::int as change_in,
        count(*) filter (where m.day >= b.month and m.kind = 'changeOut')::int as change_out,
        count(*) filter (where m.day >= b.month and m.kind = 'voluntary')::int as voluntary,
        count(*) filter (where m.day >= b.month and m.kind = 'involuntary')::int as involuntary
      from bounds b
      left join moves m on m.day between b.opening_day and b.closing_day
      group by b.month
    )
    select to_char(heads.month, 'YYYY-MM-DD') as month, heads.on_opening, heads.on_closing, flows.*
    from heads join flows on flows.month = heads.month
    order by heads.month`);
  return rowsOf<MonthRow>(result).map((row) => ({
    month: asDay(row.month),
    activeAsOfFirst: Number(row.on_opening) - Number(row.out_on_opening),
    newHireReplacement: Number(row.new_hire_replacement),
    newHireNetNew: Number(row.new_hire_net_new),
    changes: Number(row.change_in) - Number(row.change_out),
    voluntary: Number(row.voluntary),
    involuntary: Number(row.involuntary),
    activeAsOfEndOfMonth: Number(row.on_closing) - Number(row.out_on_closing),
  }));
}

export interface MoveRow {
  kind: MoveKind;
  day: string;
  statusReason: string | null;
  employeeId: string;
  name: string;
  employeeNumber: string;
  jobTitle: string | null;
  department: string | null;
  company: string | null;
}

/** Who moved in or out of the filtered headcount from `from` to `to` (inclusive), by day and name. */
export async function headcountMovesBetween(
  db: Db,
  scope: ResolvedPeopleScope,
  filter: SqlHeadcountFilter,
  from: string,
  to: string,
): Promise<MoveRow[]> {
  const result = await db.execute(sql`
    with ${headcountCtes(scope, filter)}
    select m.kind, to_char(m.day, 'YYYY-MM-DD') as day, m.status_reason as "statusReason",
      e.id as "employeeId", e.display_name as name, e.employee_number as "employeeNumber",
      h.job_title as "jobTitle", h.department, c.name as company
    from moves m
    join employees e on e.id = m.employee_id
    join employment_history h on h.id = m.shown_id
    left join companies c on c.id = h.company_id
    where m.day between ${from}::date and ${to}::date
    order by m.day, e.display_name, e.employee_number`);
  return rowsOf<MoveRow>(result).map((row) => ({ ...row, day: asDay(row.day) }));
}

/**
 * The filter choices: every company, pay class and department in the visible people's
 * history, so a past department can still be chosen.
 */
export async function headcountOptions(db: Db, scope: ResolvedPeopleScope): Promise<HeadcountOptions> {
  const result = await db.execute(sql`
    with visible as (
      select h.company_id, h.pay_class, h.department from employment_history h
      where h.employee_id in (${scopedEmployeeIds(scope)})
    )
    select 'company' as field, c.code as value, c.name as label
      from companies c where c.id in (select company_id from visible)
    union
    select 'payClass', pay_class, pay_class from visible where trim(coalesce(pay_class, '')) <> ''
    union
    select 'department', department, department from visible where trim(coalesce(department, '')) <> ''`);
  const rows = rowsOf<{ field: string; value: string; label: string }>(result);
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const valuesOf = (field: string) =>
    rows
      .filter((row) => row.field === field)
      .map((row) => row.value)
      .sort(byName);
  return {
    companies: rows
      .filter((row) => row.field === 'company')
      .map((row) => ({ code: row.value, name: row.label }))
      .sort((a, b) => byName(a.name, b.name)),
    payClasses: valuesOf('payClass'),
    departments: valuesOf('department'),
  };
}

/** How many different people the filtered headcount counted at any time in the window. */
export async function countPeopleCounted(
  db: Db,
  scope: ResolvedPeopleScope,
  filter: SqlHeadcountFilter,
  from: string,
  to: string,
): Promise<number> {
  const result = await db.execute(sql`
    with ${headcountCtes(scope, filter)}
    select count(distinct employee_id)::int as count from linked
    where counts and starts <= ${to}::date and ends > ${from}::date`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The ids of the companies with these codes; codes that match none are left out. */
export async function companyIdsByCode(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(inArray(companies.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}
