import {
  PROJECT_PEOPLE,
  type AccountOption,
  type ProjectAdminQuery,
  type ProjectAdminRow,
  personKeyOf,
  type ProjectPersonKey as PersonKey,
} from '@portico/domain/request-catalogue/project-admin';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, employees, projects, serviceRequests } from '../../../db/schema';
import { isActiveEmployee } from '../../../lib/active-employee-sql';
import type { NamedPerson } from '../../../lib/named-person-sql';
import { projectPeople } from '../picker-queries';
import {
  onPageOf,
  orderByOf,
  pagedList,
  searchCondition,
  type SortColumns,
  textOrder,
} from '../../../lib/paged-list';

type Reader = Pick<Db, 'select'>;

const SORTS: SortColumns<ProjectAdminQuery['sort']> = {
  columns: {
    name: textOrder(projects.name),
    projectCode: projects.projectCode,
    groupName: textOrder(projects.groupName),
  },
  nullable: ['groupName'],
  thenBy: { groupName: textOrder(projects.name) },
  tieBreak: projects.id,
};

/** How many requests name the project, with an alias as in `category-admin-queries.ts`. */
const requestCount = sql<number>`(select count(*)::int from ${serviceRequests} as used where used.project_id = ${sql.raw('"projects"."id"')})`;

function selectRows(db: Reader) {
  return db
    .select({
      project: projects,
      account: { id: accounts.id, name: accounts.name },
      requestCount,
      ...projectPeople,
    })
    .from(projects)
    .leftJoin(accounts, eq(accounts.id, projects.accountId))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const personOf = (person: NamedPerson | null) =>
  person ? { id: person.id, name: person.name, current: person.current } : null;

function toRow(row: SelectedRow): ProjectAdminRow {
  const { project } = row;
  const named = Object.fromEntries(
    PROJECT_PEOPLE.map((field) => [personKeyOf(field), personOf(row[personKeyOf(field)])]),
  ) as Pick<ProjectAdminRow, PersonKey>;
  return {
    id: project.id,
    name: project.name,
    projectCode: project.projectCode,
    groupName: project.groupName,
    account: row.account?.id ? { id: row.account.id, name: row.account.name } : null,
    ...named,
    email: project.email,
    phone: project.phone,
    paymentTerms: project.paymentTerms,
    currency: project.currency,
    active: project.active,
    requestCount: row.requestCount,
  };
}

/** Every project, searched by name, project ID or group, filtered by status, paged. */
export function listProjectPage(db: Db, query: ProjectAdminQuery) {
  const where = and(
    searchCondition([projects.name, projects.projectCode, projects.groupName], query.search || undefined),
    query.status ? eq(projects.active, query.status === 'active') : undefined,
  );
  const orderBy = orderByOf(SORTS, query.sort, query.order);
  return pagedList(query, {
    count: async () => (await db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0,
    rows: async (window) =>
      (
        await selectRows(db)
          .where(onPageOf(db, projects, projects.id, { where, orderBy }, window))
          .orderBy(...orderBy)
      ).map(toRow),
  });
}

export async function findProjectRow(db: Reader, id: string) {
  const rows = await selectRows(db).where(eq(projects.id, id));
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Holds the project's row until the transaction ends (see `findCategoryRow`). */
export async function lockProject(db: Reader, id: string) {
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
  return rows.length > 0;
}

export async function isProjectCodeTaken(db: Reader, projectCode: string, exceptId?: string) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`lower(${projects.projectCode}) = lower(${projectCode})`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Which of these ids are current employees. */
export async function currentEmployeeIds(db: Reader, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, [...ids]), isActiveEmployee));
  return new Set(rows.map((row) => row.id));
}

export async function accountExists(db: Reader, id: string) {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return rows.length > 0;
}

/** The accounts a project can bill to, by name, for the form's choice. */
export function listAccounts(db: Reader): Promise<AccountOption[]> {
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).orderBy(asc(accounts.name));
}
