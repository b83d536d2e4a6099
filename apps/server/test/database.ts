import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import {
  databaseUrlOn,
  seedWithCommand,
  TEMPLATE_EMPLOYEES,
  withAdminClient,
  type TemplateName,
} from './database-templates';

export type { TemplateName };

export interface TestDatabase extends Database {
  /** Closes the connection but keeps the data, as a stopping server would. */
  disconnect(): Promise<void>;
  /** A new connection to the same store, as a restarted server would open it. */
  reopen(): Promise<Database>;
  /** On PostgreSQL, the database's address, for a test that connects its own way. */
  url?: string;
}

export interface TestDatabaseOptions {
  /** PGlite in a temporary folder rather than in memory (PostgreSQL is always a server). */
  persistent?: boolean;
  /** What the database starts with (see database-templates.ts); by default migrated, empty. */
  template?: TemplateName;
  /** The `people` or `demo` template's rows at another size, seeded for this database alone. */
  employees?: number;
}

/** Closing twice is harmless, so `close` can follow `disconnect`. */
function closingOnce(close: () => Promise<void>) {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

/**
 * A fresh database for one test file, copied from the run's template (test/global-setup.ts):
 * PGlite by default (in memory, or in a temporary folder when `persistent`), or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here and dropped on close), so the same
 * suite runs on both. A size of its own, or a file run outside the suite's set-up (without the
 * templates), has its rows seeded by the seed command as the template's are.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const template = options.template ?? 'migrated';
  const templates = inject('databaseTemplates');
  const employees = options.employees ?? TEMPLATE_EMPLOYEES;
  const seedOwn = template !== 'migrated' && (!templates || employees !== TEMPLATE_EMPLOYEES);
  const seed = (where: Parameters<typeof seedWithCommand>[0]) =>
    template === 'migrated' ? Promise.resolve() : seedWithCommand(where, template, employees);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The seed command fills a folder, which this process opens once it is done.
    const folder = options.persistent || seedOwn ? mkdtempSync(join(tmpdir(), 'portico-test-')) : undefined;
    const dataDir = folder ?? 'memory://';
    if (seedOwn) await seed({ dataDir });
    const dump = templates && !seedOwn ? new Blob([readFileSync(templates[template])]) : undefined;
    const database = openDatabase({ dataDir, ...(dump ? { loadDataDir: dump } : {}) });
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
  const source = templates?.[seedOwn ? 'migrated' : template];
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${source ? ` template ${source}` : ''}`),
  );
  const url = databaseUrlOn(serverUrl, name);
  if (seedOwn) await seed({ databaseUrl: url });
  const open = () => openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
  const database = open();
  // A copy of the template is migrated already; this finds nothing to do (and proves it).
  await database.migrate();
  const disconnect = closingOnce(() => database.close());
  return {
    ...database,
    url,
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
