import { MAX_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { PageRequest } from './paged-list';

/*
 * How a search's total is known without counting every match (decision 071). A common term
 * matches thousands of rows, and counting them costs what the organisation's size costs, while
 * its page is found among the first few hundred rows of the list's order. Nobody pages to the
 * 400th of 4,000 matches: a term that matches more than 100 of a fixed sample of rows (the
 * newest requests, the first people by employee number) is "more than 100", uncounted; a rarer
 * term is counted on its indexes, which find its few matches.
 */

/** A list's total: exact, or at least this many with more beyond (`moreThanTotal`). */
export interface ListTotal {
  total: number;
  moreThanTotal?: true;
}

/** The fewest matches a search counts before it says "more than". */
export const SEARCH_COUNT_CAP = 100;

/**
 * Rows sampled per match sought: more than `cap` matches among `cap × 20` rows is a term at
 * least one row in twenty has, so walking the list's order finds a page of 10 within about
 * 200 rows.
 */
export const SAMPLE_ROWS_PER_MATCH = 20;

/**
 * The cap for a page: 100, or as far as the page reaches, so that the page after it is known
 * to exist (the pager offers one page past what is counted).
 */
export function countCapFor(paging: PageRequest): number {
  const pageSize = paging.pageSize === 'all' ? MAX_PAGE_SIZE : paging.pageSize;
  return Math.max(SEARCH_COUNT_CAP, paging.page * pageSize);
}

/** How many rows the sample for a cap holds. */
export const sampleRowsFor = (cap: number) => cap * SAMPLE_ROWS_PER_MATCH;

/**
 * Whether more than `cap` rows of a sample match. `sample` selects one boolean column,
 * `matched`, for `sampleRowsFor(cap)` rows read in an index's order, and stops there: it costs
 * the same for every term and every size of organisation.
 */
export async function manyMatchIn(db: Db, sample: SQL, cap: number): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as hits from (select 1 from (${sample}) as sample where matched limit ${cap + 1}) as hit`,
  );
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0) > cap;
}
