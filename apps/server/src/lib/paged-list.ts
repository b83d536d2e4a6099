import { MAX_PAGE_SIZE, type SortOrder } from '@portico/domain/shared/list-query';
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ListTotal } from './search-count';
import { containsPattern } from './search-pattern';

/**
 * The server half of every paged list: a whitelisted sort with a stable tie-break, a search
 * over named columns, and a page whose bounds are kept. A feature supplies its own WHERE and
 * its two queries; the rules of paging live here once.
 */

/**
 * The order people expect of names and titles, whatever the database's collation (C, on
 * PGlite and on most servers, puts « Émilie » after Zoe and « de Souza » after every capital):
 * accents and case set aside, as `Intl.Collator` orders them on the screens (issue 30). The
 * immutable `portico_unaccent` (migration 0032) lets an index or a stored column hold the key
 * (`employees.name_order`, decision 074). Equal keys fall to the list's tie-break.
 */
export const textOrder = (text: AnyColumn | SQL): SQL => sql`lower(portico_unaccent(${text}))`;

/** The columns a list may be sorted by: the whitelist is the object's keys. */
export interface SortColumns<Sort extends string> {
  columns: Record<Sort, AnyColumn | SQL>;
  /** Columns that can be empty: empty cells sort last in either direction. */
  nullable?: readonly Sort[];
  /**
   * A column sorted next for some sorts, always A→Z whichever way the main sort goes, before
   * the tie-break: people whose celebration is on the same day, or who visited as often, are
   * listed by name — and a top-3 cut among equals is the alphabet's, not the reverse of it.
   */
  thenBy?: Partial<Record<Sort, AnyColumn | SQL>>;
  /** A unique column, sorted in the same direction, so pages never overlap or skip a row. */
  tieBreak: AnyColumn;
}

export function orderByOf<Sort extends string>(spec: SortColumns<Sort>, sort: Sort, order: SortOrder): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const tieBreak = by(spec.tieBreak);
  const column = spec.columns[sort];
  if (column === spec.tieBreak) return [tieBreak];
  const next = spec.thenBy?.[sort];
  const rest = next ? [asc(next), tieBreak] : [tieBreak];
  if (!spec.nullable?.includes(sort)) return [by(column), ...rest];
  return [sql`${column} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last`, ...rest];
}

/** "Contains" over the given columns, case-insensitive, the text taken literally. */
export function searchCondition(columns: readonly (AnyColumn | SQL)[], text: string | undefined) {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface PageRequest {
  page: number;
  pageSize: number | 'all';
}

export interface Page<Row> {
  items: Row[];
  total: number;
  /** The total is a floor: more rows match than were counted (a common search, decision 071). */
  moreThanTotal?: true;
  page: number;
  pageSize: number;
}

/**
 * One page: the count and the rows run side by side. A page past the end (a shared link after
 * rows went away) is answered with the last page, and says so, instead of an empty table. A
 * count may stop at a cap (`ListTotal`); the cap reaches at least to the page asked.
 */
export async function pagedList<Row>(
  request: PageRequest,
  queries: {
    count: () => Promise<number | ListTotal>;
    rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
  },
): Promise<Page<Row>> {
  const pageSize = request.pageSize === 'all' ? MAX_PAGE_SIZE : request.pageSize;
  const windowOf = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });
  const [counted, rows] = await Promise.all([queries.count(), queries.rows(windowOf(request.page))]);
  const known: ListTotal = typeof counted === 'number' ? { total: counted } : counted;
  const lastPage = Math.max(1, Math.ceil(known.total / pageSize));
  if (request.page <= lastPage) return { items: rows, ...known, page: request.page, pageSize };
  return { items: await queries.rows(windowOf(lastPage)), ...known, page: lastPage, pageSize };
}

/**
 * A page chosen on the list's own table before anything is joined to it: the condition holds
 * for the ids of the window's rows, sorted and cut there (on the table's indexes). The query
 * that reads the page then joins the people and names of only those rows, sorted the same way
 * and not cut again. Without it the planner joins every row of the list to `employees` (a hash
 * over the whole organisation for each person a row names) before it can sort and cut.
 * The sort must be on the table's own columns.
 */
export function onPageOf(
  db: Pick<Db, 'select'>,
  table: PgTable,
  id: PgColumn,
  list: { where: SQL | undefined; orderBy: SQL[] },
  window: { limit: number; offset: number },
): SQL {
  const ids = db
    .select({ id })
    .from(table)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return sql`${id} = any(array(${ids}))`;
}
