import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** One type for both drivers: the rest of the server never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql…)`: the two drivers shape its result differently. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** What a listener hears: a message, or its connection going down or coming (back) up. */
export interface ListenerEvents {
  message(channel: string, payload: string): void;
  /** Messages sent while the connection was down are lost; whoever caches must forget. */
  connection(up: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on the channels (PostgreSQL NOTIFY, seen by every server on the database). On
   * PostgreSQL this is a connection of its own, reopened after a loss; on PGlite it is the
   * one in-process connection. Resolves once listening; the result stops it.
   */
  listen(channels: readonly string[], events: ListenerEvents): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server on the database runs its own (a PostgreSQL advisory
   * lock, held on a connection of its own): instances started together migrate and seed one
   * after the other. PGlite has one process, so it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Ends the connections that queries are waiting on, so those queries fail now (and their
   * requests answer 503) instead of when their time limits run out: for a server stopping
   * within its grace period while the database does not answer. PGlite has nothing to wait on.
   */
  stopWaiting(): void;
  /**
   * Where the database reports what happens outside any request (PostgreSQL closing an idle
   * connection): the server's JSON log once it has one, standard error until then.
   */
  reportTo(log: ProblemLog): void;
}

/** The part of the server's logger (pino) the database reports to. */
export interface ProblemLog {
  warn(details: object, message: string): void;
}

const CONSOLE_LOG: ProblemLog = { warn: (_details, message) => console.warn(message) };

/**
 * How long the portal waits on PostgreSQL, so that a database that stops answering (a network
 * black hole, not a refused connection) costs a request seconds, not minutes. 0 turns a limit off.
 */
export interface DatabaseTimeouts {
  /** Opening a connection. */
  connectMs: number;
  /**
   * One statement: the server cancels it (statement_timeout), and the portal stops waiting a
   * little later, for the server that cannot even say so.
   */
  statementMs: number;
  /** A transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

/** Beyond the statement timeout: the server's own cancellation arrives before the portal gives up. */
const READ_MARGIN_MS = 2_000;

/** PostgreSQL's own advice for solid-state storage; its default (4) is for spinning disks. */
export const RANDOM_PAGE_COST = 1.1;

/** What a PostgreSQL connection is opened with: the timeouts, TCP keep-alive and the portal's name. */
function connectionSettings(url: string, timeouts: Partial<DatabaseTimeouts>): pg.ClientConfig {
  const { connectMs, statementMs, idleInTransactionMs } = timeouts;
  return {
    connectionString: url,
    // In pg_stat_activity, so a DBA sees whose connections these are.
    application_name: 'portico',
    keepAlive: true,
    // Plans for data on SSD and mostly in memory (decision 069): with the default 4, the planner
    // hashes the whole organisation to join a page of ten rows to the people they name.
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    ...(connectMs ? { connectionTimeoutMillis: connectMs } : {}),
    ...(statementMs ? { statement_timeout: statementMs, query_timeout: statementMs + READ_MARGIN_MS } : {}),
    ...(idleInTransactionMs ? { idle_in_transaction_session_timeout: idleInTransactionMs } : {}),
  };
}

export interface DatabaseOptions {
  /** `postgres://…` selects a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: a dump of a data folder (`dumpDataDir`) to start from, as the tests' templates. */
  loadDataDir?: Blob;
  /** PostgreSQL only; by default none (the tests, the commands), the server passes its own. */
  timeouts?: Partial<DatabaseTimeouts>;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? {};
    const pool = new pg.Pool({
      ...connectionSettings(options.databaseUrl, timeouts),
      max: options.poolSize ?? 10,
    });
    // The listener and the start-up lock wait long on purpose; only opening them is bounded.
    const ownConnection = () => connectionSettings(options.databaseUrl!, { connectMs: timeouts.connectMs });
    // An idle connection the server ends (a restart, a failover, a dropped database) is taken
    // out of the pool, and the next query opens a new one. Without a listener its error event
    // would end the whole process.
    let problems = CONSOLE_LOG;
    pool.on('error', (error) => {
      problems.warn({ reason: error.message }, 'PostgreSQL closed an idle connection');
    });
    // The connections lent out to queries under way, for stopWaiting.
    const lent = new Set<pg.PoolClient>();
    pool.on('acquire', (client) => lent.add(client));
    pool.on('release', (_error, client) => lent.delete(client));
    pool.on('remove', (client) => lent.delete(client as pg.PoolClient));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: (channels, events) => listenOnPostgres(ownConnection(), channels, events),
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      exclusively: (work) => withAdvisoryLock(ownConnection(), work),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      stopWaiting: () => {
        // With a query under way, the driver's end() drops the socket at once, and the query
        // fails with "Connection terminated" (isDatabaseUnavailable: 503).
        for (const client of lent) void client.end().catch(() => {});
      },
      reportTo: (log) => {
        problems = log;
      },
    };
  }
  // One process per folder, or a second one's writes overwrite the first's (data-dir-lock.ts).
  const unlock = options.dataDir.includes('://') ? () => {} : lockDataDir(options.dataDir);
  // pg_trgm backs the search indexes (migration 0003), unaccent the searches that ignore accents
  // (0032); PGlite ships both as loadable extensions.
  const client = new PGlite(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: async (channels, events) => {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => events.message(channel, payload))),
      );
      events.connection(true);
      return async () => {
        if (client.closed) return;
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    exclusively: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    stopWaiting: () => {},
    // In process: nothing happens outside a query to report.
    reportTo: () => {},
  };
}

/** The advisory lock key of start-up (migrations and the first seed): any fixed number. */
const STARTUP_LOCK_KEY = 7_031_947;

async function withAdvisoryLock<T>(settings: pg.ClientConfig, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client(settings);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the connection releases the lock too, should the unlock itself fail.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to other queries). When it
 * drops, the listener hears `connection(false)` at once and the connection is reopened after a
 * pause, until stopped.
 */
async function listenOnPostgres(
  settings: pg.ClientConfig,
  channels: readonly string[],
  events: ListenerEvents,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (first = false) => {
    const next = new pg.Client(settings);
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      events.connection(false);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => events.message(message.channel, message.payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // Failing to listen at start-up is the caller's to report; later failures just retry.
      if (first) stopped = true;
      onLost();
      throw error;
    }
    if (!stopped) events.connection(true);
  };

  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
