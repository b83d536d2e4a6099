import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { employees, requestSearchColumns, serviceRequests as r } from '../../db/schema';
import { searchText } from '../../db/search-text';
import { containsPattern } from '../../lib/search-pattern';

/**
 * The list search box: "contains" over the request's own text (one trigram index on the joined
 * text, `search-text.ts`) and the assignee's name (trigram index on employees' names, then the
 * `assigned_to_id` index). Decision 018 explains the two shapes and why the count picks one.
 */

/** Up to this many matches, a page is read by id; beyond it, by walking the list's order. */
export const FEW_MATCHES = 1000;

/**
 * - `by-id`: the matching ids, a UNION of the two halves each on its index, then the page
 *   among them. Right for a rare term (a request number), where walking the list's order
 *   would read every request to find its few.
 * - `walk`: the list's own order, read from its index, keeping the rows that match, until the
 *   page is full. Right for a common term, where the page is found after a few hundred rows
 *   and joining thousands of ids back would read them all.
 */
export type SearchShape = 'by-id' | 'walk';

const assigneesNamed = (pattern: string) =>
  sql`select ${employees.id} from ${employees} where ${employees.displayName} ilike ${pattern}`;

/**
 * The ids that match, the list's other conditions applied in each half. Inside the subquery
 * `service_requests` names the subquery's own table, not the outer one.
 */
function matchingIds(filters: SQL | undefined, pattern: string): SQL {
  const ownText = sql`${searchText(requestSearchColumns(r))} ilike ${pattern}`;
  const byOwnText = sql`select ${r.id} from ${r} where ${and(filters, ownText)}`;
  const byAssignee = sql`select ${r.id} from ${r} where ${and(filters, sql`${r.assignedToId} in (${assigneesNamed(pattern)})`)}`;
  return sql`${byOwnText} union ${byAssignee}`;
}

/**
 * The search condition on one row: its own text, or its assignee among the people named so
 * (found once per query). What the `walk` shape keeps as it reads the list's order.
 */
const rowMatches = (pattern: string) =>
  sql`(${searchText(requestSearchColumns(r))} ilike ${pattern} or ${r.assignedToId} = any(array(${assigneesNamed(pattern)})))`;

/** The search condition on `service_requests`, in the shape asked for. */
export function requestSearchMatches(
  search: string | undefined,
  filters: SQL | undefined,
  shape: SearchShape,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  if (shape === 'by-id') return sql`${r.id} = any(array(${matchingIds(filters, pattern)}))`;
  return rowMatches(pattern);
}

/**
 * The list's newest rows (by request number, which grows with time), each with whether it
 * matches: what `manyMatchIn` counts to call a term common (decision 071).
 */
export function newestMatches(db: Db, filters: SQL | undefined, search: string, rows: number): SQL {
  return db
    .select({ matched: sql<boolean>`${rowMatches(containsPattern(search))}`.as('matched') })
    .from(r)
    .where(filters)
    .orderBy(desc(r.name))
    .limit(rows)
    .getSQL();
}

/** How many requests match a search under the list's other conditions: each half on its index. */
export async function countSearchMatches(db: Db, filters: SQL | undefined, search: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as total from (${matchingIds(filters, containsPattern(search))}) as matched`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}
