import { and, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AccessRoleListQuery, RoleHolderRow } from '@portico/domain/access-roles/access-role-admin';
import { ACCESS_ROLES, type AccessRole } from '@portico/domain/identity/roles';
import type { Db } from '../../db/client';
import { companies, employeeRoles, employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { orderByOf, pagedList, searchCondition, type SortColumns } from '../../lib/paged-list';
import { countCurrentPeople } from '../../lib/people-counts';

type Sort = AccessRoleListQuery['sort'];
const SORTS: SortColumns<Sort> = {
  columns: { name: employees.nameOrder, employeeNumber: employees.employeeNumber },
  tieBreak: employees.employeeNumber,
};

/** In the order the screens name them, whatever order the rows come in. */
const inRoleOrder = (roles: readonly string[]): AccessRole[] =>
  ACCESS_ROLES.filter((role) => roles.includes(role));

const rolesOfEmployee = sql<string[]>`coalesce(
  (select array_agg(${employeeRoles.role}) from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id}),
  '{}'
)`;

/** A person as the screen shows them. */
function selectHolders(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      email: employees.workEmail,
      company: companies.name,
      roles: rolesOfEmployee,
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .$dynamic();
}

const withRolesInOrder = <Row extends { roles: string[] }>(row: Row) => ({
  ...row,
  roles: inRoleOrder(row.roles),
});

/**
 * Current employees with their roles, searched by name, work email or employee number, and
 * optionally only those who hold one role: the Access Roles screen's page.
 */
export function listRoleHolderPage(db: Db, query: AccessRoleListQuery) {
  const conditions: (SQL | undefined)[] = [
    isActiveEmployee,
    searchCondition([employees.displayName, employees.workEmail, employees.employeeNumber], query.search),
  ];
  if (query.role) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(employeeRoles)
          .where(and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, query.role))),
      ),
    );
  }
  const where = and(...conditions);
  return pagedList<RoleHolderRow>(query, {
    // Everyone current, with no search or role to narrow them: the kept people counts answer.
    count: async () =>
      !query.search && !query.role
        ? countCurrentPeople(db)
        : ((await db.select({ total: count() }).from(employees).where(where))[0]?.total ?? 0),
    rows: async (window) => {
      const rows = await selectHolders(db)
        .where(where)
        .orderBy(...orderByOf(SORTS, query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(withRolesInOrder);
    },
  });
}

/** One employee (current or not) with their roles, for a role change; none for an unknown id. */
export async function findRoleHolder(db: Db, employeeId: string) {
  const [row] = await selectHolders(db).where(eq(employees.id, employeeId));
  return row ? withRolesInOrder(row) : undefined;
}
