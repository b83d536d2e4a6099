import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { hasOrgChartTab, orgChartTabs } from '@portico/domain/org-charts/department-tabs';
import { ORG_CHART_SEARCH_LIMIT } from '@portico/domain/org-charts/org-chart-constants';
import type {
  OrgChartDepartment,
  OrgChartMatch,
  OrgChartPerson,
} from '@portico/domain/org-charts/org-chart-schema';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { businessUnits } from '../../db/schema';
import { isActiveEmployeeAlias } from '../../lib/active-employee-sql';
import { containsPattern } from '../../lib/search-pattern';

/** The departments with a tab (spec §2: every business unit but Field and Project Member). */
export async function listOrgChartDepartments(db: Db): Promise<OrgChartDepartment[]> {
  const units = await db.select({ id: businessUnits.id, name: businessUnits.name }).from(businessUnits);
  return orgChartTabs(units);
}

/** A department with a tab, or undefined for an unknown id or an excluded department. */
export async function findOrgChartDepartment(db: Db, id: string): Promise<OrgChartDepartment | undefined> {
  const [unit] = await db
    .select({ id: businessUnits.id, name: businessUnits.name })
    .from(businessUnits)
    .where(eq(businessUnits.id, id));
  return unit && hasOrgChartTab(unit.name) ? unit : undefined;
}

/**
 * The charts of the given business units as one recursive walk: each unit's leader, then
 * everyone in the unit's department whose HR record names someone already on the chart as
 * manager, and so on down. The rules:
 * - The walk starts only from a leader who is a current employee: a tree is rooted at its
 *   leader (spec §2), so a unit whose leader has left has no chart.
 * - It follows the HR record (manager's employee number, department), never the self-service
 *   profile, and stays within the unit's department.
 * - It goes through people who have left or are inactive, so their reports who were not yet
 *   reassigned still appear, under the nearest current manager above them (`shown_parent`);
 *   those who left are never rows of the answer (callers keep `active`).
 * - Employee 000001 has no manager (spec §2), so it is never anyone's report.
 * - The leader is never walked into again as someone's report. Everyone has one manager, so a
 *   loop in the data can only be reached through the leader: this is what ends the walk.
 * `path` holds the current people from the leader down to each person, themselves included.
 */
function chartWalk(unitIds: SQL): SQL {
  return sql`
    with recursive units as (
      select bu.id, bu.name, bu.leader_employee_number from business_units bu where bu.id in (${unitIds})
    ),
    chart(unit_id, id, employee_number, active, shown_parent, path) as (
        select units.id, e.id, e.employee_number, true, null::uuid, array[e.id]
        from units join employees e on e.employee_number = units.leader_employee_number
        where ${isActiveEmployeeAlias('e')}
      union all
        select chart.unit_id, e.id, e.employee_number, ${isActiveEmployeeAlias('e')},
          case when chart.active then chart.id else chart.shown_parent end,
          case when ${isActiveEmployeeAlias('e')} then chart.path || e.id else chart.path end
        from chart
        join units on units.id = chart.unit_id
        join employees e on e.manager_employee_number = chart.employee_number
        where e.department = units.name
          and e.employee_number <> units.leader_employee_number
          and e.employee_number <> ${ROOT_EMPLOYEE_NUMBER}
    )`;
}

/** Columns of a chart row as people see them: the title a person goes by, else the HR one. */
const personColumns = sql`
  employees.id::text as "id", chart.shown_parent::text as "parentId",
  employees.display_name as "name",
  coalesce(employee_profiles.job_title, employees.job_title) as "title"`;

const chartPeople = sql`
  from chart
  join employees on employees.id = chart.id
  left join employee_profiles on employee_profiles.employee_id = employees.id
  where chart.active`;

/**
 * A department's current employees as a flat tree rooted at the leader, in one query: managers
 * before their reports (by depth on the chart), each level by name.
 */
export async function listOrgChartPeople(db: Db, unitId: string): Promise<OrgChartPerson[]> {
  const result = await db.execute(sql`${chartWalk(sql`${unitId}::uuid`)}
    select ${personColumns}
    ${chartPeople}
    order by cardinality(chart.path), employees.display_name, employees.employee_number`);
  return rowsOf<OrgChartPerson>(result);
}

/**
 * Current employees on a chart whose name contains the text, with their department and the path
 * from the leader to them, by name, the first ORG_CHART_SEARCH_LIMIT of them and whether more
 * match. Only departments with a matching person are walked.
 */
export async function searchOrgCharts(
  db: Db,
  departments: readonly OrgChartDepartment[],
  name: string,
): Promise<{ items: OrgChartMatch[]; more: boolean }> {
  if (departments.length === 0) return { items: [], more: false };
  const pattern = containsPattern(name);
  const tabIds = sql.join(
    departments.map((department) => sql`${department.id}::uuid`),
    sql`, `,
  );
  const matchingUnits = sql`
    select bu.id from business_units bu
    where bu.id in (${tabIds})
      and exists (
        select 1 from employees m
        where m.department = bu.name and m.display_name ilike ${pattern} and ${isActiveEmployeeAlias('m')}
      )`;
  const result = await db.execute(sql`${chartWalk(matchingUnits)}
    select ${personColumns}, chart.unit_id::text as "departmentId", chart.path::text[] as "path"
    ${chartPeople} and employees.display_name ilike ${pattern}
    order by employees.display_name, employees.employee_number
    limit ${ORG_CHART_SEARCH_LIMIT + 1}`);
  const byId = new Map(departments.map((department) => [department.id, department]));
  const rows = rowsOf<OrgChartPerson & { departmentId: string; path: string[] }>(result);
  // One more than is shown is read, so the answer can say that more people match.
  const items = rows
    .slice(0, ORG_CHART_SEARCH_LIMIT)
    .map(({ id, name: personName, title, departmentId, path }) => ({
      id,
      name: personName,
      title,
      department: byId.get(departmentId)!,
      path,
    }));
  return { items, more: rows.length > ORG_CHART_SEARCH_LIMIT };
}
