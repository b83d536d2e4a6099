import { sql, type SQL } from 'drizzle-orm';
import { employees } from '../../db/schema';
import type { Db } from '../../db/client';
import { inPeopleScope, type ResolvedPeopleScope } from '../../lib/people-scope-queries';
import type { HeadcountFilter } from '@portico/domain/people-metrics/headcount';

/*
 * Reads of headcount's kept roll-ups (decision 067, migration 0037): the rule itself is the
 * migration's `headcount_periods_of` and `headcount_events`; what is left here is which side of
 * a change is inside the filter and the viewer's scope.
 */

/** A text[] literal of parameters; an empty list is an empty array, not a syntax error. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Whose history a report reads (spec §6): everyone, or the viewer and their chain downward
 * (current HR record), found once per report as a list of ids. The planner knows a list's
 * length, so a chain of five reads five people's rows by the person index; the chain's walk
 * inside each query was estimated at thousands of people and read every row.
 */
export type HeadcountPeople = { kind: 'everyone' } | { kind: 'these'; ids: readonly string[] };

export async function headcountPeople(db: Db, scope: ResolvedPeopleScope): Promise<HeadcountPeople> {
  const condition = inPeopleScope(scope);
  if (!condition) return { kind: 'everyone' };
  const rows = await db.select({ id: employees.id }).from(employees).where(condition);
  return { kind: 'these', ids: rows.map((row) => row.id) };
}

/** A condition on an `employee_id` column: none for everyone. */
export function amongPeople(people: HeadcountPeople, employeeId: SQL): SQL {
  if (people.kind === 'everyone') return sql`true`;
  return sql`${employeeId} = any(${`{${people.ids.join(',')}}`}::uuid[])`;
}

/** Company codes resolved to ids beforehand: the filter compares the roll-ups' company ids. */
export interface SqlHeadcountFilter extends Omit<HeadcountFilter, 'companies'> {
  companyIds: readonly string[];
}

/** Each list empty means any value; a null value matches no chosen value. */
function filterMatch(column: SQL, values: readonly string[]): SQL {
  return values.length === 0 ? sql`true` : sql`${column} = any(${textArray(values)})`;
}

/**
 * Whether a row's person is in the filtered headcount: on a period (`''`), or before (`from_`)
 * or after (`to_`) a change of the roll-up or the events — the same column names on every side.
 */
export function insideFilter(filter: SqlHeadcountFilter, side: '' | 'from_' | 'to_'): SQL {
  const column = (name: string) => sql.identifier(`${side}${name}`);
  return sql`coalesce(${column('counted')}
    and ${filterMatch(sql`${column('company_id')}::text`, filter.companyIds)}
    and ${filterMatch(sql`${column('pay_class')}`, filter.payClasses)}
    and ${filterMatch(sql`${column('department')}`, filter.departments)}, false)`;
}

export const MOVE_OUT_KINDS = sql`('changeOut', 'voluntary', 'involuntary')`;
