import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { SeedCounts, SeedTransaction } from './seed-module';

/** Rows per statement: each statement carries one JSON parameter, however many rows. */
const ROWS_PER_INSERT = 5000;

/** A value as PostgreSQL reads it from JSON text: bytes as bytea's hex form, dates as ISO. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

/**
 * Inserts already-valid rows set-based: each batch travels as one JSON array and PostgreSQL
 * unpacks it with json_populate_recordset, so building and binding tens of thousands of
 * parameters is not what a 10,000-employee seed spends its time on. Only the columns the rows
 * name are inserted; the others take their database defaults, as a normal insert would.
 */
export async function insertInChunks<TTable extends PgTable>(
  tx: SeedTransaction,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<SeedCounts> {
  const columns = getTableColumns(table);
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    const keys = Object.keys(row).filter((key) => key in columns && row[key] !== undefined);
    const signature = keys.join(',');
    const group = bySignature.get(signature) ?? [];
    group.push(row);
    bySignature.set(signature, group);
  }
  for (const [signature, group] of bySignature) {
    const keys = signature.split(',');
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    for (let start = 0; start < group.length; start += ROWS_PER_INSERT) {
      const json = JSON.stringify(
        group
          .slice(start, start + ROWS_PER_INSERT)
          .map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, jsonValue(row[key])]))),
      );
      await tx.execute(
        sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
      );
    }
  }
  return { [getTableName(table)]: rows.length };
}
