import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './client';
import type { ChunkWriter } from './insert-in-chunks';

/** From this many rows a load is worth dropping and rebuilding indexes for (not a few hundred). */
const BULK_LOAD_FROM_ROWS = 20_000;

interface IndexDefinition {
  definition: string;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load`, which puts about `rows` rows into the tables; from `BULK_LOAD_FROM_ROWS` on, the
 * way PostgreSQL's manual advises for populating a database: the tables'
 * secondary indexes and foreign keys are dropped first and made again afterwards, in the same
 * transaction, so each index is built once over all the rows and each foreign key is checked
 * by one set-based query, instead of both being kept up row by row. The definitions are read
 * back from the catalogue, so the migrations stay their only source; primary keys and unique
 * constraints stay in place throughout.
 */
export async function withBulkLoad<T>(
  tx: ChunkWriter,
  tables: readonly PgTable[],
  rows: number,
  load: () => Promise<T>,
): Promise<T> {
  if (rows < BULK_LOAD_FROM_ROWS) return load();
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  const indexes = rowsOf<IndexDefinition & { name: string }>(
    await tx.execute(sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${names})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`),
  );
  const foreignKeys = rowsOf<ForeignKey>(
    await tx.execute(sql`
      select t.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class t on t.oid = k.conrelid
      where k.contype = 'f' and k.conrelid in (${names})
      order by t.relname, k.conname`),
  );
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`,
    );
  }
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  return result;
}
