import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/**
 * Records that exist, so generated calls reach past "not found" and "not an option" into the
 * code that reads, checks and writes real rows. Which table a field or path refers to is
 * guessed from names — `/requests/{id}` → service_requests, `attachmentId` →
 * request_attachments, `category` → request_categories, the body of `POST /requests` → a
 * service_requests row — so a new feature is covered without a list kept by hand.
 */

/** A row as JSON, with snake_case column names. */
export type Row = Record<string, unknown>;

export interface RealRecords {
  /** Ids for a field or parameter of this name: its table's, or any table's if none matches. */
  idsFor(name: string): readonly string[];
  /** Rows of the table a name refers to (none when no table matches). */
  rowsFor(name: string): readonly Row[];
}

/** At most this many rows per table: enough variety, and a short list to pick from. */
const ROWS_PER_TABLE = 50;

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
export const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const words = (name: string) =>
  snakeCase(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

/** What a name refers to: its last word that is not "id" (attachmentId → attachment). */
export const subjectOf = (name: string) =>
  words(name)
    .filter((word) => word !== 'id')
    .at(-1);

export async function loadRealRecords(db: Db): Promise<RealRecords> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id'
      order by table_name`),
  ).map((row) => row.table_name);
  const rowsByTable = new Map<string, Row[]>();
  for (const table of tables) {
    // As JSON text, so both drivers give dates, numbers and booleans as the API spells them;
    // in a fixed order, so a replayed seed picks the same demo records (their ids are fixed).
    const rows = rowsOf<{ row: string }>(
      await db.execute(
        sql.raw(`select row_to_json(t)::text as row from "${table}" t order by id limit ${ROWS_PER_TABLE}`),
      ),
    );
    if (rows.length > 0)
      rowsByTable.set(
        table,
        rows.map(({ row }) => JSON.parse(row) as Row),
      );
  }
  const tablesOf = (name: string) => {
    const subject = subjectOf(name);
    return [...rowsByTable].filter(([table]) => subject !== undefined && words(table).at(-1) === subject);
  };
  const everyId = [...rowsByTable.values()].flat().map((row) => String(row.id));

  return {
    idsFor: (name) => {
      const ids = tablesOf(name).flatMap(([, rows]) => rows.map((row) => String(row.id)));
      return ids.length > 0 ? ids : everyId;
    },
    rowsFor: (name) => tablesOf(name).flatMap(([, rows]) => rows),
  };
}

/** A real row's value for a field: `neededBy` ← needed_by, `category` ← category_id. */
export function rowValueFor(row: Row, name: string): unknown {
  const column = snakeCase(name);
  return row[column] ?? row[`${column}_id`] ?? undefined;
}
