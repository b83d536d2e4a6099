import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

export interface TestDatabase extends Database {
  /** Closes the connection but keeps the data, as a stopping server would. */
  disconnect(): Promise<void>;
  /** A new connection to the same store, as a restarted server would open it. */
  reopen(): Promise<Database>;
}

/** Closing twice is harmless, so `close` can follow `disconnect`. */
function closingOnce(close: () => Promise<void>) {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

/**
 * A fresh, migrated database for one test file: PGlite by default (in memory, or in a temporary
 * folder when `persistent`), or a new database on the PostgreSQL server named by DATABASE_URL
 * (created here and dropped on close), so the same suite runs on both.
 */
export async function createTestDatabase(options: { persistent?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = options.persistent ? mkdtempSync(join(tmpdir(), 'portico-test-')) : undefined;
    const dataDir = folder ?? 'memory://';
    const database = openDatabase({ dataDir });
    await database.migrate();
    const disconnect = closingOnce(() => database.close());
    return {
      ...database,
      disconnect,
      reopen: async () => {
        if (!folder) throw new Error('reopen needs createTestDatabase({ persistent: true })');
        return openDatabase({ dataDir });
      },
      close: async () => {
        await disconnect();
        if (folder) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  // TEST_DATABASE_PREFIX keeps the test databases of one checkout apart on a shared server.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'portico_test_';
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  const database = open();
  await database.migrate();
  const disconnect = closingOnce(() => database.close());
  return {
    ...database,
    disconnect,
    reopen: async () => open(),
    close: async () => {
      await disconnect();
      await withAdminClient(serverUrl, async (client) => {
        await waitForConnectionsToClose(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/**
 * The pool's `end()` resolves once its clients are told to close, before their sockets are gone.
 * Dropping the database `with (force)` at that moment terminates a closing connection, whose
 * error then surfaces as an unhandled one in whichever test file runs. Wait (briefly) until the
 * server sees no session of ours; `force` is then only a backstop.
 */
async function waitForConnectionsToClose(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
