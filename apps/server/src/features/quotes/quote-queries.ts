import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';

/** The table holds tens of rows, so ordering by random() is cheap and keeps this one query. */
export async function findRandomQuote(db: Db) {
  const rows = await db
    .select({ quote: quotes.quote, author: quotes.author })
    .from(quotes)
    .orderBy(sql`random()`)
    .limit(1);
  return rows[0];
}
