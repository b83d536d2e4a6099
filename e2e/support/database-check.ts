import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/** Reads a server's database directly, after the fact: PostgreSQL by URL, or a stopped server's PGlite folder. */
export type ReadRows = <Row>(text: string, values?: unknown[]) => Promise<Row[]>;

export async function readDatabase<T>(
  where: { url?: string; dataDir?: string },
  work: (read: ReadRows) => Promise<T>,
) {
  if (where.url) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      return await work(async (text, values = []) => (await client.query(text, values)).rows);
    } finally {
      await client.end();
    }
  }
  // The folder's only user must have stopped: PGlite is one process's database.
  const client = new PGlite(where.dataDir!, { extensions: { pg_trgm, unaccent } });
  try {
    return await work(
      async <Row>(text: string, values: unknown[] = []) => (await client.query<Row>(text, values)).rows,
    );
  } finally {
    await client.close();
  }
}
