import { lastDayOf, type HeadcountMonth, type MoveKind } from '@portico/domain/people-metrics/headcount';
import type { HeadcountOptions } from '@portico/domain/people-metrics/headcount-dto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { companies } from '../../db/schema';
import {
  amongPeople,
  insideFilter,
  MOVE_OUT_KINDS,
  type HeadcountPeople,
  type SqlHeadcountFilter,
} from './headcount-sql';

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
  anyone_counted: boolean;
}

const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export interface HeadcountMonths {
  months: HeadcountMonth[];
  /** Whether the filtered headcount counted anyone at any time in the months. */
  anyoneCounted: boolean;
}

/**
 * Spec §3 month rows for consecutive months from `firstMonth` to `lastMonth` ('YYYY-MM-01'),
 * counted in the database, and whether they counted anyone. Opening and closing
 * counts are the people counted on the day before the 1st (or on the last day) less those
 * whose last day that was.
 */
export async function headcountMonthRows(
  db: Db,
  people: HeadcountPeople,
  filter: SqlHeadcountFilter,
  firstMonth: string,
  lastMonth: string,
): Promise<HeadcountMonths> {
  const result = await db.execute(monthRowsSql(people, filter, firstMonth, lastMonth));
  const rows = rowsOf<MonthRow>(result);
  return {
    months: rows.map((row) => ({
      month: asDay(row.month),
      activeAsOfFirst: Number(row.on_opening) - Number(row.out_on_opening),
      newHireReplacement: Number(row.new_hire_replacement),
      newHireNetNew: Number(row.new_hire_net_new),
      changes: Number(row.change_in) - Number(row.change_out),
      voluntary: Number(row.voluntary),
      involuntary: Number(row.involuntary),
      activeAsOfEndOfMonth: Number(row.on_closing) - Number(row.out_on_closing),
    })),
    anyoneCounted: rows[0]?.anyone_counted === true,
  };
}

/**
 * The people's changes of state from `sinceMonth` on, each with whether its person is inside
 * the filter before and after: for everyone the monthly roll-up's months since then (a few
 * thousand rows, whatever the organisation's size); for a chain the events of its people's kept
 * periods, all of them, found by the person index. Only changes that cross the filter's edge
 * matter.
 */
function crossingChanges(people: HeadcountPeople, filter: SqlHeadcountFilter, sinceMonth: SQL): SQL {
  const sides = sql`${insideFilter(filter, 'from_')} as from_in, ${insideFilter(filter, 'to_')} as to_in,
    in_kind, out_kind`;
  const source =
    people.kind === 'everyone'
      ? sql`select month, on_first, ${sides}, people from headcount_months where month >= ${sinceMonth}`
      : sql`select date_trunc('month', day)::date as month, extract(day from day) = 1 as on_first, ${sides},
          1 as people
        from headcount_events where ${amongPeople(people, sql`employee_id`)}`;
  return sql`select * from (${source}) source where from_in <> to_in`;
}

/**
 * How many people the filter counts once every change has happened: for everyone the kept
 * states (decision 073), for a chain its changes added up.
 */
function finalHeadcount(people: HeadcountPeople, filter: SqlHeadcountFilter): SQL {
  if (people.kind === 'everyone') {
    return sql`select coalesce(sum(people), 0)::int as people
      from (select true as counted, company_id, pay_class, department, people from headcount_states) state
      where ${insideFilter(filter, '')}`;
  }
  return sql`select coalesce(sum(case when to_in then people else -people end), 0)::int as people from changes`;
}

/**
 * The month rows' query:
 * - how many people count on a month's last day is the final headcount less the changes into
 *   (+) and out of (−) the filter after that month: only the months from the first one shown
 *   are read, never the years before it;
 * - a move in counts in its change's month; a move out on the day before the change, so a
 *   change on the 1st is a move out on the previous month's last day;
 * - whether anyone is counted on any day of the months, from the kept periods, on every row
 *   (found at the first such period, where a count of them read every one).
 */
export function monthRowsSql(
  people: HeadcountPeople,
  filter: SqlHeadcountFilter,
  firstMonth: string,
  lastMonth: string,
): SQL {
  return sql`
    with changes as (${crossingChanges(people, filter, sql`(${firstMonth}::date - interval '1 month')::date`)}),
    final as (${finalHeadcount(people, filter)}),
    bounds as (
      select month::date as month
      from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') as month
    ),
    deltas as (
      select month, sum(case when to_in then people else -people end) as delta
      from changes where month >= ${firstMonth}::date group by 1
    ),
    heads as (
      select b.month,
        (final.people - coalesce(sum(d.delta), 0))::int as on_opening,
        (final.people - coalesce(sum(d.delta) filter (where d.month > b.month), 0))::int as on_closing
      from bounds b
      cross join final
      left join deltas d on d.month >= b.month
      group by b.month, final.people
    ),
    moves as (
      select month, in_kind as kind, false as last_day, people from changes where to_in
      union all
      select case when on_first then (month - interval '1 month')::date else month end, out_kind, on_first, people
      from changes where from_in
    ),
    flows as (
      select month,
        coalesce(sum(people) filter (where kind in ${MOVE_OUT_KINDS} and last_day), 0)::int as out_on_last_day,
        coalesce(sum(people) filter (where kind = 'newHireReplacement'), 0)::int as new_hire_replacement,
        coalesce(sum(people) filter (where kind = 'newHireNetNew'), 0)::int as new_hire_net_new,
        coalesce(sum(people) filter (where kind = 'changeIn'), 0)::int as change_in,
        coalesce(sum(people) filter (where kind = 'changeOut'), 0)::int as change_out,
        coalesce(sum(people) filter (where kind = 'voluntary'), 0)::int as voluntary,
        coalesce(sum(people) filter (where kind = 'involuntary'), 0)::int as involuntary
      from moves
      where month between (${firstMonth}::date - interval '1 month')::date and ${lastMonth}::date
      group by 1
    )
    select to_char(b.month, 'YYYY-MM-DD') as month, h.on_opening, h.on_closing,
      coalesce(before.out_on_last_day, 0) as out_on_opening,
      coalesce(f.out_on_last_day, 0) as out_on_closing,
      coalesce(f.new_hire_replacement, 0) as new_hire_replacement,
      coalesce(f.new_hire_net_new, 0) as new_hire_net_new,
      coalesce(f.change_in, 0) as change_in,
      coalesce(f.change_out, 0) as change_out,
      coalesce(f.voluntary, 0) as voluntary,
      coalesce(f.involuntary, 0) as involuntary,
      exists (select from headcount_periods
        where ${insideFilter(filter, '')} and ${amongPeople(people, sql`employee_id`)}
          and starts <= ${lastDayOf(lastMonth)}::date and ends > ${firstMonth}::date
      ) as anyone_counted
    from bounds b
    join heads h on h.month = b.month
    left join flows f on f.month = b.month
    left join flows before on before.month = (b.month - interval '1 month')::date
    order by b.month`;
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
  people: HeadcountPeople,
  filter: SqlHeadcountFilter,
  from: string,
  to: string,
): Promise<MoveRow[]> {
  const result = await db.execute(movesBetweenSql(people, filter, from, to));
  return rowsOf<MoveRow>(result).map((row) => ({ ...row, day: asDay(row.day) }));
}

/**
 * The moves' query: the events of the days, and the day after (a move out counts the day
 * before its change), found by the kept periods' start and end indexes.
 */
export function movesBetweenSql(
  people: HeadcountPeople,
  filter: SqlHeadcountFilter,
  from: string,
  to: string,
): SQL {
  return sql`
    with changes as (
      select employee_id, day, shown_in_id, shown_out_id, status_reason, in_kind, out_kind,
        ${insideFilter(filter, 'from_')} as from_in, ${insideFilter(filter, 'to_')} as to_in
      from headcount_events
      where day between ${from}::date and (${to}::date + 1) and ${amongPeople(people, sql`employee_id`)}
    ),
    moves as (
      select employee_id, shown_in_id as shown_id, day, status_reason, in_kind as kind
      from changes where to_in and not from_in and day <= ${to}::date
      union all
      select employee_id, shown_out_id, day - 1, status_reason, out_kind
      from changes where from_in and not to_in and day > ${from}::date
    )
    select m.kind, to_char(m.day, 'YYYY-MM-DD') as day, m.status_reason as "statusReason",
      e.id as "employeeId", e.display_name as name, e.employee_number as "employeeNumber",
      h.job_title as "jobTitle", h.department, c.name as company
    from moves m
    join employees e on e.id = m.employee_id
    join employment_history h on h.id = m.shown_id
    left join companies c on c.id = h.company_id
    order by m.day, e.display_name, e.employee_number`;
}

/**
 * The filter choices: every company, pay class and department in the visible people's
 * history, so a past department can still be chosen. The history's few distinct combinations
 * are found first, then split into the three lists: everyone's are kept
 * (`headcount_option_rows`, decision 070), a chain's read from its people's history rows.
 */
export async function headcountOptions(db: Db, people: HeadcountPeople): Promise<HeadcountOptions> {
  const rows = rowsOf<{ field: string; value: string; label: string }>(
    await db.execute(headcountOptionsSql(people)),
  );
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

/** The options' query: the visible combinations, split into a row per field and value. */
export function headcountOptionsSql(people: HeadcountPeople): SQL {
  const combinations =
    people.kind === 'everyone'
      ? sql`select company_id, pay_class, department from headcount_option_rows`
      : sql`select distinct h.company_id, h.pay_class, h.department from employment_history h
          where ${amongPeople(people, sql`h.employee_id`)}`;
  return sql`
    with visible as (${combinations})
    select 'company' as field, c.code as value, c.name as label
      from companies c where c.id in (select company_id from visible)
    union
    select 'payClass', pay_class, pay_class from visible where trim(coalesce(pay_class, '')) <> ''
    union
    select 'department', department, department from visible where trim(coalesce(department, '')) <> ''`;
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
