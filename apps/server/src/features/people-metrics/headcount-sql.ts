import {
  EMPLOYED_STATUSES,
  NET_NEW_HIRE_REASONS,
  NOT_WORKING_REASONS,
  REPLACEMENT_HIRE_REASONS,
  TERMINATED_STATUS,
  VOLUNTARY_TERMINATION_REASONS,
  type HeadcountFilter,
} from '@portico/domain/people-metrics/headcount';
import { sql, type SQL } from 'drizzle-orm';
import { employees } from '../../db/schema';
import { inPeopleScope, type ResolvedPeopleScope } from '../../lib/people-scope-queries';

/*
 * The headcount rule of packages/domain/src/people-metrics/headcount.ts in SQL, so the
 * database reads the history and only month totals (or one month's moves) come back. The
 * reason and status lists are the domain's own constants, passed as parameters.
 */

/** A text[] literal of parameters; an empty list is an empty array, not a syntax error. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const upperCode = (column: SQL) => sql`upper(trim(coalesce(${column}, '')))`;

/** Each list empty means any value; a null value matches no chosen value. */
function filterMatch(column: SQL, values: readonly string[]): SQL {
  return values.length === 0 ? sql`true` : sql`${column} = any(${textArray(values)})`;
}

/**
 * Spec §6 visible people, as a condition on a history row's `employee_id`: the person and their
 * chain downward (current HR record), or no condition at all for everyone, since every history
 * row belongs to an employee (a semi-join with all 10,000 employees only cost time).
 */
export function inScopeHistory(scope: ResolvedPeopleScope, employeeId: SQL): SQL {
  const condition = inPeopleScope(scope);
  if (!condition) return sql`true`;
  return sql`${employeeId} in (select ${employees.id} from ${employees} where ${condition})`;
}

/** Company codes resolved to ids beforehand: the filter compares the history's company_id. */
export interface SqlHeadcountFilter extends Omit<HeadcountFilter, 'companies'> {
  companyIds: readonly string[];
}

/**
 * The CTEs every headcount query starts from:
 * - `periods`: the visible people's history rows, each ending at its effective_to or the next
 *   row's start (whichever is earlier), with whether its person counts in the filtered headcount;
 * - `linked`: the rows that cover a day, each with the one before and after;
 * - `moves`: every move in or out, on the day it counts for (a move in: its first day; a move
 *   out: the last day counted), with the history row that describes the person at the move.
 */
export function headcountCtes(scope: ResolvedPeopleScope, filter: SqlHeadcountFilter): SQL {
  const status = upperCode(sql`h.employment_status`);
  const reason = upperCode(sql`h.status_reason`);
  const companyMatch =
    filter.companyIds.length === 0
      ? sql`true`
      : sql`h.company_id::text = any(${textArray(filter.companyIds)})`;
  return sql`
    periods as (
      select h.id, h.employee_id, h.effective_from as starts, h.status_reason,
        ${status} as status, ${reason} as reason,
        least(
          coalesce(h.effective_to, 'infinity'::date),
          coalesce(lead(h.effective_from) over w, 'infinity'::date)
        ) as ends,
        coalesce(
          ${status} = any(${textArray(EMPLOYED_STATUSES)})
          and ${reason} <> all(${textArray(NOT_WORKING_REASONS)})
          and ${companyMatch}
          and ${filterMatch(sql`h.pay_class`, filter.payClasses)}
          and ${filterMatch(sql`h.department`, filter.departments)},
          false
        ) as counts
      from employment_history h
      where ${inScopeHistory(scope, sql`h.employee_id`)}
      window w as (partition by h.employee_id order by h.effective_from, h.id)
    ),
    linked as (
      select p.*,
        lag(p.id) over w as previous_id,
        coalesce(lag(p.counts) over w and lag(p.ends) over w = p.starts, false) as counted_before,
        lead(p.starts) over w as next_starts
      from periods p
      where p.ends > p.starts
      window w as (partition by p.employee_id order by p.starts, p.id)
    ),
    moves as (
      select employee_id, id as shown_id, starts as day, status_reason,
        case
          when reason = any(${textArray(REPLACEMENT_HIRE_REASONS)}) then 'newHireReplacement'
          when reason = any(${textArray(NET_NEW_HIRE_REASONS)}) then 'newHireNetNew'
          else 'changeIn'
        end as kind
      from linked where counts and not counted_before
      union all
      select employee_id, previous_id, starts - 1, status_reason,
        case
          when status <> ${TERMINATED_STATUS} then 'changeOut'
          when reason = any(${textArray(VOLUNTARY_TERMINATION_REASONS)}) then 'voluntary'
          else 'involuntary'
        end
      from linked where not counts and counted_before
      union all
      -- The history pauses or ends while the person is counted.
      select employee_id, id, ends - 1, null, 'changeOut'
      from linked
      where counts and ends <> 'infinity'::date and (next_starts is null or next_starts > ends)
    )`;
}

export const MOVE_OUT_KINDS = sql`('changeOut', 'voluntary', 'involuntary')`;
