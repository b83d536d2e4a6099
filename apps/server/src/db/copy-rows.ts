import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { insertInChunks, type ChunkWriter } from './insert-in-chunks';

/** Rows per write to the COPY stream: big enough to be few, small enough to stream while encoding. */
const ROWS_PER_WRITE = 2000;

/**
 * The node-postgres connection a drizzle transaction runs on, or undefined on PGlite. Drizzle
 * keeps it private; the seed needs it for COPY, which drizzle has no statement for.
 */
function pgClientOf(tx: ChunkWriter): pg.Client | undefined {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

/** COPY's text format escapes these four; everything else goes as it is. */
const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as COPY's text format reads it, the same value insertInChunks' JSON would give. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  else if (value instanceof Date) return value.toISOString();
  else if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString('hex')}`;
  else if (Array.isArray(value)) throw new Error('copyRows takes no array columns');
  else text = JSON.stringify(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c]!) : text;
}

/** Rows grouped by the columns they name, as insertInChunks groups them. */
function byColumns(columnKeys: readonly string[], rows: readonly Record<string, unknown>[]) {
  const groups = new Map<string, { keys: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = columnKeys.filter((key) => row[key] !== undefined);
    const signature = keys.join(',');
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { keys, rows: [] }));
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** The rows as COPY's text, a batch at a time, so they are sent while the rest are encoded. */
function* copyText(keys: readonly string[], rows: readonly Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_WRITE) {
    let text = '';
    // Plain loops: a few million values at 10,000 employees, so no array per row.
    for (let index = start; index < Math.min(rows.length, start + ROWS_PER_WRITE); index++) {
      const row = rows[index]!;
      text += copyValue(row[keys[0]!]);
      for (let column = 1; column < keys.length; column++) text += '\t' + copyValue(row[keys[column]!]);
      text += '\n';
    }
    yield text;
  }
}

async function copyGroup(
  client: pg.Client,
  table: PgTable,
  names: string[],
  keys: string[],
  rows: Record<string, unknown>[],
) {
  const list = names.map((name) => pg.escapeIdentifier(name)).join(', ');
  const into = copyFrom(`copy ${pg.escapeIdentifier(getTableName(table))} (${list}) from stdin`);
  // pipeline waits for the socket to take each batch, and fails with the database's error.
  await pipeline(Readable.from(copyText(keys, rows)), client.query(into));
}

/**
 * Inserts already-valid rows with COPY FROM STDIN on PostgreSQL: the rows go as text the
 * server parses in one pass, with no statement per chunk and no JSON to build or unpack
 * (several times faster than insertInChunks for the seed's hundreds of thousands of rows).
 * Only the columns the rows name are copied; the others take their defaults. PGlite, which has
 * no COPY from a client, takes insertInChunks.
 */
export async function copyRows<TTable extends PgTable>(
  tx: ChunkWriter,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  const client = pgClientOf(tx);
  if (!client) {
    await insertInChunks(tx, table, rows);
    return;
  }
  const columns = getTableColumns(table);
  for (const group of byColumns(Object.keys(columns), rows as readonly Record<string, unknown>[])) {
    const names = group.keys.map((key) => columns[key]!.name);
    await copyGroup(client, table, names, group.keys, group.rows);
  }
}
