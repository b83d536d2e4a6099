import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/**
 * A cheap fingerprint of every table, in one query: its row count and the newest transaction
 * that wrote one of its rows (`xmin`). A committed insert or update gives its rows a newer
 * `xmin`, a delete lowers the count, and a rolled-back write leaves both as they were, so equal
 * fingerprints before and after a call mean the call changed no row. It reads no column, which
 * makes it several times quicker than hashing every row, and the fuzz test takes one per call.
 *
 * A table with a column every signed-in call writes by design is hashed instead, without that
 * column, so that reading does not look like changing: a session's last-seen time is refreshed
 * on each request (the idle timeout).
 */
const TOUCHED_ON_EVERY_REQUEST = new Set(['sessions.last_seen_at']);

export type Fingerprint = Record<string, string>;

interface ColumnRow {
  table_name: string;
  column_name: string;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The fingerprint query for the tables as they are now (read once; the schema does not move). */
export async function fingerprintQuery(db: Db) {
  const columns = rowsOf<ColumnRow>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      -- Tables only: a view (headcount_events) holds no rows of its own, and has no xmin.
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (TOUCHED_ON_EVERY_REQUEST.has(`${table}.${column}`)) continue;
    tables.set(table, [...(tables.get(table) ?? []), quoted(column)]);
  }
  const touched = new Set([...TOUCHED_ON_EVERY_REQUEST].map((column) => column.split('.')[0]));
  const perTable = [...tables].map(([table, kept]) => {
    const print = touched.has(table)
      ? `coalesce(sum(hashtextextended(row(${kept.join(', ')})::text, 0)), 0)`
      : `coalesce(max(xmin::text::bigint), 0)`;
    return `select '${table}' as name, count(*) || ':' || ${print} as print from ${quoted(table)}`;
  });
  return sql.raw(perTable.join('\nunion all\n'));
}

export async function takeFingerprint(db: Db, query: ReturnType<typeof sql.raw>): Promise<Fingerprint> {
  const rows = rowsOf<{ name: string; print: string }>(await db.execute(query));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
