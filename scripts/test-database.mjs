import pg from 'pg';

/**
 * Which database the tests run on, decided once for Vitest and Playwright alike:
 * - `DATABASE_URL` when it is set (a PostgreSQL server where the tests may create databases);
 * - else the PostgreSQL server on this machine (127.0.0.1:5432, user postgres, no password),
 *   when one answers: production's database, and several times quicker than the embedded one;
 * - else the embedded PGlite, in memory: `npm test` needs no server at all.
 * `TEST_DATABASE=pglite` forces the embedded database even where a server answers.
 * The answer goes into `process.env.DATABASE_URL` (unset for PGlite), where the test helpers
 * and the servers the journeys start read it. See docs/testing.md.
 */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function chooseTestDatabase() {
  if (process.env.TEST_DATABASE === 'pglite') {
    delete process.env.DATABASE_URL;
    return 'pglite';
  }
  if (process.env.DATABASE_URL) return 'postgres';
  if (await answers(LOCAL_SERVER)) {
    process.env.DATABASE_URL = LOCAL_SERVER;
    return 'postgres';
  }
  return 'pglite';
}
