import type { CategoryAdminQuery, CategoryAdminRow } from '@portico/domain/request-catalogue/category-admin';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { requestCategories, requestCategoryCounts, serviceRequests } from '../../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns, textOrder } from '../../../lib/paged-list';

const SORTS: SortColumns<CategoryAdminQuery['sort']> = {
  columns: { name: textOrder(requestCategories.name), requestType: requestCategories.requestType },
  thenBy: { requestType: textOrder(requestCategories.name) },
  tieBreak: requestCategories.id,
};

/**
 * How many requests name the category (the index on service_requests.category_id serves it).
 * Written out with an alias: in a one-table query the builder leaves columns unqualified, and
 * "id" inside the subquery would be the request's own.
 */
const requestCount = sql<number>`(select count(*)::int from ${serviceRequests} as used where used.category_id = ${sql.raw('"request_categories"."id"')})`;

const rowColumns = {
  id: requestCategories.id,
  name: requestCategories.name,
  requestType: requestCategories.requestType,
  active: requestCategories.active,
  requestCount,
};

/**
 * The list's rows take each category's use from the kept counts (migration 0036): a page of
 * ten is ten key lookups, not a count of every request. One category read to be changed or
 * deleted counts its requests under its lock (`findCategoryRow`), as before.
 */
const listColumns = {
  ...rowColumns,
  requestCount: sql<number>`coalesce(${requestCategoryCounts.requests}, 0)`.mapWith(Number),
};

const asRow = (row: { requestType: string } & Omit<CategoryAdminRow, 'requestType'>): CategoryAdminRow => ({
  ...row,
  requestType: row.requestType as RequestType,
});

/** Every category, searched by name, filtered by request type and status, paged. */
export function listCategoryPage(db: Db, query: CategoryAdminQuery) {
  const where = and(
    searchCondition([requestCategories.name], query.search || undefined),
    query.requestType ? eq(requestCategories.requestType, query.requestType) : undefined,
    query.status ? eq(requestCategories.active, query.status === 'active') : undefined,
  );
  return pagedList(query, {
    count: async () => (await db.select({ n: count() }).from(requestCategories).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select(listColumns)
          .from(requestCategories)
          .leftJoin(requestCategoryCounts, eq(requestCategoryCounts.categoryId, requestCategories.id))
          .where(where)
          .orderBy(...orderByOf(SORTS, query.sort, query.order))
          .limit(limit)
          .offset(offset)
      ).map(asRow),
  });
}

/**
 * One category with its use. `lock` holds the row until the transaction ends, so a request
 * made meanwhile cannot slip in between counting its uses and deleting it.
 */
export async function findCategoryRow(db: Pick<Db, 'select'>, id: string, lock = false) {
  const query = db.select(rowColumns).from(requestCategories).where(eq(requestCategories.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ? asRow(rows[0]) : undefined;
}

/** Whether the type already has a category of this name (letter case aside), other than `exceptId`. */
export async function isCategoryNameTaken(
  db: Pick<Db, 'select'>,
  name: string,
  requestType: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: requestCategories.id })
    .from(requestCategories)
    .where(
      and(
        sql`lower(${requestCategories.name}) = lower(${name})`,
        eq(requestCategories.requestType, requestType),
        exceptId ? ne(requestCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
