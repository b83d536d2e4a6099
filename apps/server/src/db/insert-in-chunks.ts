import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A transaction or the database: whatever runs the statements. */
export type ChunkWriter = Pick<Db, 'execute'>;

/** Rows per statement: each statement carries one JSON parameter, however many rows. */
const ROWS_PER_INSERT = 5000;

/** A value as PostgreSQL reads it from JSON text: bytes as bytea's hex form, dates as ISO. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

/** Groups rows by the columns they name, so each group travels with one column list. */
function byColumns<TTable extends PgTable>(table: TTable, rows: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table);
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((key) => key in columns && row[key] !== undefined);
    const signature = keys.join(',');
    const group = bySignature.get(signature) ?? [];
    group.push(row);
    bySignature.set(signature, group);
  }
  return [...bySignature].map(([signature, group]) => {
    const keys = signature.split(',');
    const chunks: string[] = [];
    for (let start = 0; start < group.length; start += ROWS_PER_INSERT) {
      chunks.push(
        JSON.stringify(
          group
            .slice(start, start + ROWS_PER_INSERT)
            .map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, jsonValue(row[key])]))),
        ),
      );
    }
    return { names: keys.map((key) => columns[key]!.name), chunks };
  });
}

/**
 * Inserts already-valid rows set-based: each batch travels as one JSON array and PostgreSQL
 * unpacks it with json_populate_recordset, so building and binding tens of thousands of
 * parameters is not what a 10,000-employee seed spends its time on. Only the columns the rows
 * name are inserted; the others take their database defaults, as a normal insert would.
 */
export async function insertInChunks<TTable extends PgTable>(
  tx: ChunkWriter,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<Record<string, number>> {
  for (const { names, chunks } of byColumns(table, rows as readonly Record<string, unknown>[])) {
    const list = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    for (const json of chunks) {
      await tx.execute(
        sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
      );
    }
  }
  return { [getTableName(table)]: rows.length };
}

/**
 * Updates rows set-based, the same way: each row names its key column's value and the columns
 * to set; a row whose key matches nothing changes nothing.
 */
export async function updateInChunks<TTable extends PgTable>(
  tx: ChunkWriter,
  table: TTable,
  key: PgColumn,
  rows: readonly Partial<PgInsertValue<TTable>>[],
): Promise<void> {
  for (const { names, chunks } of byColumns(table, rows as readonly Record<string, unknown>[])) {
    const set = names.filter((name) => name !== key.name);
    if (!names.includes(key.name) || set.length === 0) continue;
    const assignments = sql.join(
      set.map((name) => sql`${sql.identifier(name)} = j.${sql.identifier(name)}`),
      sql`, `,
    );
    for (const json of chunks) {
      await tx.execute(
        sql`update ${table} set ${assignments} from json_populate_recordset(null::${table}, ${json}::json) as j where ${table}.${sql.identifier(key.name)} = j.${sql.identifier(key.name)}`,
      );
    }
  }
}
