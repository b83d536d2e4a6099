import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import { peopleScope, ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import type { AccessRole } from '@portico/domain/identity/roles';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { employees } from '../db/schema';
import { isActiveEmployee, isActiveEmployeeAlias } from './active-employee-sql';

/**
 * Whose records a person's people views hold (spec §6), for the people views that are scoped —
 * people metrics and time away (org charts and the directory are open to everyone: decisions
 * 028 and 029): everyone for ELT, HR and Admin (or when a direct report is recorded as their
 * own manager), otherwise themselves
 * and their reporting chain downward. Read from the HR record and roles only.
 */

/**
 * Everyone below a person in the reporting hierarchy (direct reports, their reports, and so
 * on), as a subquery yielding `employee_number`s — for `where employee_number in (...)`.
 *
 * One recursive query, so the database walks the tree, not the server. The rules:
 * - Employee 000001 is the root and has no manager, even when its record names itself (or
 *   anyone else); it is never counted as somebody's report.
 * - UNION (not UNION ALL) drops rows already found, so a loop in the data (A manages B,
 *   B manages A) ends instead of recursing forever.
 * - The person is never part of their own chain.
 * - The walk goes through everyone, current or not, so reports of a departed manager who
 *   have not been reassigned still belong to the chain; callers filter by status.
 *
 * Manager numbers are compared as stored (the HR import trims them) so the manager index
 * serves each step.
 */
export function reportingChainBelow(employeeNumber: string): SQL {
  return sql`with recursive reporting_chain(employee_number) as (
      select e.employee_number from employees e
      where e.manager_employee_number = ${employeeNumber}
        and e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    union
      select e.employee_number from employees e
      join reporting_chain chain on e.manager_employee_number = chain.employee_number
      where e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    )
    select employee_number from reporting_chain where employee_number <> ${employeeNumber}`;
}

/**
 * Which of `employeeNumbers` the manager is above, directly or further up: the same chain as
 * `reportingChainBelow`, walked upward from the few people given (each step one index lookup),
 * so it costs the depth of the organisation, not its size. The root (000001) has no manager,
 * nobody is their own manager, and a loop in the data ends (UNION, and a depth bound).
 */
export async function managedBy(
  db: Db,
  managerNumber: string,
  employeeNumbers: readonly string[],
): Promise<Set<string>> {
  if (employeeNumbers.length === 0) return new Set();
  const rows = rowsOf<{ employee_number: string }>(
    await db.execute(sql`with recursive up(employee_number, manager, depth) as (
        select e.employee_number, e.manager_employee_number, 1 from employees e
        where e.employee_number in (select value from json_array_elements_text(${JSON.stringify(employeeNumbers)}::json))
          and e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
      union
        select up.employee_number, m.manager_employee_number, up.depth + 1 from up
        join employees m on m.employee_number = up.manager
        where up.manager <> ${managerNumber} and up.manager <> ${ROOT_EMPLOYEE_NUMBER} and up.depth < 64
      )
      select distinct employee_number from up
      where manager = ${managerNumber} and employee_number <> ${managerNumber}`),
  );
  return new Set(rows.map((row) => row.employee_number));
}

/**
 * A person's direct reports, as a condition on `employees`: those whose HR record names them
 * as manager, by the same rules as the chain above — the root (000001) is nobody's report and
 * nobody reports to themselves. Callers add the status they want.
 */
export const isDirectReportOf = (employeeNumber: string): SQL =>
  and(
    eq(employees.managerEmployeeNumber, employeeNumber),
    ne(employees.employeeNumber, ROOT_EMPLOYEE_NUMBER),
    ne(employees.employeeNumber, employeeNumber),
  )!;

/**
 * Spec §6 "a direct report is their own manager": someone reporting to this person whose
 * manager is also themselves — i.e. the person's own record names them as manager. The root
 * (000001) is exempt, as its record may name itself.
 */
export const directReportIsOwnManager = (employeeNumber: SQL | string) =>
  sql<boolean>`exists (select 1 from employees report where report.manager_employee_number = ${employeeNumber} and report.manager_employee_number = report.employee_number and report.employee_number <> ${ROOT_EMPLOYEE_NUMBER})`;

export interface ScopeViewer {
  employeeId: string;
  employeeNumber: string;
  roles: readonly AccessRole[];
}

export type ResolvedPeopleScope = { kind: 'everyone' } | { kind: 'reporting-chain'; viewer: ScopeViewer };

/** Which of the two scopes applies to a person. */
export async function resolvePeopleScope(db: Db, viewer: ScopeViewer): Promise<ResolvedPeopleScope> {
  const { seeAllPeople } = capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf: 0 });
  if (seeAllPeople) return { kind: 'everyone' };
  const [row] = await db
    .select({ ownManager: directReportIsOwnManager(viewer.employeeNumber) })
    .from(employees)
    .where(eq(employees.id, viewer.employeeId));
  const scope = peopleScope({ seeAllPeople, directReportIsOwnManager: row?.ownManager ?? false });
  return scope === 'everyone' ? { kind: 'everyone' } : { kind: 'reporting-chain', viewer };
}

/**
 * A condition on `employees` for the people a scope holds (the person included). The chain is
 * walked first and its numbers looked up on their index (`= any(array(…))`): as `in (…)` the
 * planner, which cannot know how many a walk finds, guessed thousands and read every current
 * employee to keep a team of four (and every absence of the week to join them).
 */
export function inPeopleScope(scope: ResolvedPeopleScope): SQL | undefined {
  if (scope.kind === 'everyone') return undefined;
  return or(
    eq(employees.id, scope.viewer.employeeId),
    sql`${employees.employeeNumber} = any(array(${reportingChainBelow(scope.viewer.employeeNumber)}))`,
  );
}

/** How many current employees a person's people views hold besides themselves. */
export async function countPeopleInScopeBesides(db: Db, viewer: ScopeViewer): Promise<number> {
  const scope = await resolvePeopleScope(db, viewer);
  if (scope.kind === 'everyone') {
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(employees)
      .where(and(ne(employees.id, viewer.employeeId), isActiveEmployee));
    return Number(rows[0]?.count ?? 0);
  }
  return countActiveInReportingChain(db, viewer.employeeNumber);
}

/**
 * Whether a scope holds any current employee besides the person: what the People Metrics gate
 * asks, answered without counting everyone (the first match ends the read).
 */
export async function hasPeopleInScopeBesides(
  db: Db,
  viewer: ScopeViewer,
  scope: ResolvedPeopleScope,
): Promise<boolean> {
  if (scope.kind === 'reporting-chain')
    return (await countActiveInReportingChain(db, viewer.employeeNumber)) > 0;
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(ne(employees.id, viewer.employeeId), isActiveEmployee))
    .limit(1);
  return rows.length > 0;
}

/**
 * How many current employees are in a person's reporting chain downward. The walk of
 * `reportingChainBelow`, carrying whether each person is current as it goes, so the count is
 * read from the walk itself instead of matching its numbers against every employee again (a
 * hash join over the whole table, through `upper(employment_status)`, which the planner cannot
 * estimate).
 */
export async function countActiveInReportingChain(db: Db, employeeNumber: string): Promise<number> {
  const result = await db.execute(sql`
    with recursive reporting_chain(employee_number, active) as (
        select e.employee_number, ${isActiveEmployeeAlias('e')} from employees e
        where e.manager_employee_number = ${employeeNumber}
          and e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
      union
        select e.employee_number, ${isActiveEmployeeAlias('e')} from employees e
        join reporting_chain chain on e.manager_employee_number = chain.employee_number
        where e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    )
    select count(*)::int as count from reporting_chain
    where active and employee_number <> ${employeeNumber}`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}
