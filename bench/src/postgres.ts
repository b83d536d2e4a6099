/**
 * The benchmark's own PostgreSQL databases, made fresh on the server DATABASE_URL names (any
 * database there; it is used only to create and drop `portico_bench_*` databases).
 */
import pg from 'pg';
import { parentOf, postmasterCpu, type CpuMeter } from './processes';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  return databaseUrlFor(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

export async function query<Row extends Record<string, unknown>>(url: string, text: string): Promise<Row[]> {
  return withClient(url, async (client) => (await client.query<Row>(text)).rows);
}

export async function serverVersion(adminUrl: string): Promise<string> {
  const [row] = await query<{ server_version: string }>(adminUrl, 'show server_version');
  return row?.server_version ?? 'unknown';
}

/**
 * The CPU meter of the PostgreSQL server behind `url` when it runs on this machine (a backend's
 * parent is its postmaster), or undefined when it runs elsewhere.
 */
export async function databaseServerCpu(url: string): Promise<CpuMeter | undefined> {
  // Read while connected: the backend is gone once its connection closes.
  const postmaster = await withClient(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return rows[0] ? parentOf(rows[0].pid) : null;
  });
  return postmaster === null ? undefined : postmasterCpu(postmaster);
}
