import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of a test's own, made on the server DATABASE_URL names (CI's second
 * pass) or else on the local one (127.0.0.1:5432, as .ci/run starts it), and dropped afterwards.
 * Two processes cannot share one PGlite folder, so what needs a shared database runs here
 * (decision 047). Without a reachable server the caller skips, saying so.
 */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function serverUrl(database: string, login?: { user: string; password: string }) {
  const url = new URL(process.env.DATABASE_URL ?? LOCAL_SERVER);
  url.pathname = `/${database}`;
  if (login) {
    url.username = login.user;
    url.password = login.password;
  }
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl('postgres'), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresIsReachable(): Promise<boolean> {
  return onServer(async () => true).catch(() => false);
}

/**
 * Whether a process test that needs PostgreSQL can run here. Outside CI a missing server skips
 * it, saying why; under CI (which starts PostgreSQL) it fails instead, so no result is hidden.
 */
export async function postgresForProcessTests(): Promise<boolean> {
  if (await postgresIsReachable()) return true;
  if (process.env.CI) throw new Error(`${NO_POSTGRES}: CI must run the process tests.`);
  return false;
}

export const NO_POSTGRES = 'No PostgreSQL server at DATABASE_URL or 127.0.0.1:5432 (decision 047)';

export interface ScratchDatabase {
  url: string;
  /** Runs one query on the database and returns its rows. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/**
 * A new database; `template` names one to copy (which nobody may be connected to). With
 * `ownRole`, a new login role without superuser rights owns it and `url` logs in as that role,
 * as a deployment's portal does (compose.yaml); the role goes with the database.
 */
export async function createScratchDatabase(
  purpose: string,
  template?: string,
  { ownRole = false } = {},
): Promise<ScratchDatabase> {
  const name = `portico_e2e_${purpose}_${process.pid}_${Date.now()}`;
  const copy = template ? ` template ${pg.escapeIdentifier(template)}` : '';
  const owner = ownRole ? ` owner ${pg.escapeIdentifier(name)}` : '';
  const password = randomBytes(16).toString('hex');
  await onServer(async (client) => {
    if (ownRole) {
      await client.query(
        `create role ${pg.escapeIdentifier(name)} login nosuperuser nocreatedb nocreaterole password ${pg.escapeLiteral(password)}`,
      );
    }
    await client.query(`create database ${pg.escapeIdentifier(name)}${copy}${owner}`);
  });
  const url = serverUrl(name, ownRole ? { user: name, password } : undefined);
  return {
    url,
    async query<Row>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    drop: () =>
      onServer(async (client) => {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        if (ownRole) await client.query(`drop role if exists ${pg.escapeIdentifier(name)}`);
      }),
  };
}
