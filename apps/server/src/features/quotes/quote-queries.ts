import type { QuoteAdminQuery, QuoteAdminRow, QuoteSort } from '@portico/domain/quotes/quote-admin';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns, textOrder } from '../../lib/paged-list';

/** The table holds tens of rows, so ordering by random() is cheap and keeps this one query. */
export async function findRandomQuote(db: Db) {
  const rows = await db
    .select({ quote: quotes.quote, author: quotes.author })
    .from(quotes)
    .orderBy(sql`random()`)
    .limit(1);
  return rows[0];
}

export async function findQuote(db: Db, id: string): Promise<QuoteAdminRow | undefined> {
  const [row] = await db
    .select({ id: quotes.id, quote: quotes.quote, author: quotes.author })
    .from(quotes)
    .where(eq(quotes.id, id));
  return row;
}

const SORTS: SortColumns<QuoteSort> = {
  columns: { quote: textOrder(quotes.quote), author: textOrder(quotes.author) },
  thenBy: { author: textOrder(quotes.quote) },
  tieBreak: quotes.id,
};

/** The administration's list, by author, searched in the quote and the author. */
export function listQuotes(db: Db, query: QuoteAdminQuery) {
  const where = searchCondition([quotes.quote, quotes.author], query.search);
  return pagedList<QuoteAdminRow>(query, {
    count: async () => (await db.select({ total: count() }).from(quotes).where(where))[0]?.total ?? 0,
    rows: (window) =>
      db
        .select({ id: quotes.id, quote: quotes.quote, author: quotes.author })
        .from(quotes)
        .where(where)
        .orderBy(...orderByOf(SORTS, query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}
