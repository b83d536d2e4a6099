import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { SeedCounts, SeedTransaction } from './seed-module';

/** PostgreSQL's limit of bind parameters in one statement is 65,535; stay well below it. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1000;

/**
 * Inserts rows as multi-row INSERTs of up to 1,000 rows (fewer for wide tables), which is
 * what makes seeding 10,000 employees take seconds rather than minutes.
 */
export async function insertInChunks<TTable extends PgTable>(
  tx: SeedTransaction,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<SeedCounts> {
  const columns = Object.keys(getTableColumns(table)).length;
  const chunkSize = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.insert(table).values(rows.slice(start, start + chunkSize));
  }
  return { [getTableName(table)]: rows.length };
}
