import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_SEED_MODULES, seedDemoData, type DemoSeedModuleName } from '../src/demo-seed/seed-demo-data';

/**
 * Databases made once per test run and copied for each test file, so no file migrates or seeds
 * the same rows again (DESIGN §8): on PostgreSQL a template database (`create database … template`),
 * on PGlite a dump of the data folder that each file loads.
 * - `migrated`: every migration, no rows;
 * - `people`: the demo organisation at 40 employees (so the personas exist) and the request
 *   catalogue, what `buildTestApp()` gives by default;
 * - `demo`: everything the demo seed makes, at 40 employees (`buildTestApp({ seed: 'demo' })`).
 */
export const TEMPLATE_NAMES = ['migrated', 'people', 'demo'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export const TEMPLATE_EMPLOYEES = 40;
const PEOPLE_MODULES: readonly DemoSeedModuleName[] = ['organisation', 'catalogue'];

/** Where each template is: a PostgreSQL database name, or the path of a PGlite dump. */
export type Templates = Record<TemplateName, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made by test/global-setup.ts; absent when a file runs without it. */
    databaseTemplates?: Templates;
  }
}

/** Each template is the one before it and more: the demo is the people and the rest. */
async function fill(database: Database, template: TemplateName) {
  const employees = TEMPLATE_EMPLOYEES;
  if (template === 'migrated') await database.migrate();
  if (template === 'people') await seedDemoData(database.db, { employees, only: PEOPLE_MODULES });
  if (template === 'demo') {
    const rest = DEMO_SEED_MODULES.map((module) => module.name as DemoSeedModuleName).filter(
      (name) => !PEOPLE_MODULES.includes(name),
    );
    await seedDemoData(database.db, { employees, only: rest });
  }
}

/** Makes every template; the result drops them. */
export async function makeTemplates(serverUrl: string | undefined) {
  return serverUrl ? makePostgresTemplates(serverUrl) : makePgliteTemplates();
}

async function makePostgresTemplates(serverUrl: string) {
  const prefix = `${process.env.TEST_DATABASE_PREFIX ?? 'portico_test_'}template_${randomBytes(4).toString('hex')}_`;
  const templates = Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, `${prefix}${name}`])) as Templates;
  const drop = () =>
    withAdminClient(serverUrl, async (client) => {
      for (const name of Object.values(templates)) {
        await client.query(`drop database if exists ${name} with (force)`);
      }
    });
  try {
    // In turn, each copied from the one before and filled further.
    let previous: string | undefined;
    for (const template of TEMPLATE_NAMES) {
      const name = templates[template];
      await withAdminClient(serverUrl, (client) =>
        client.query(`create database ${name}${previous ? ` template ${previous}` : ''}`),
      );
      const database = openDatabase({
        databaseUrl: databaseUrlOn(serverUrl, name),
        dataDir: '',
        poolSize: 2,
      });
      try {
        await fill(database, template);
      } finally {
        await database.close();
      }
      previous = name;
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

async function makePgliteTemplates() {
  const folder = mkdtempSync(join(tmpdir(), 'portico-templates-'));
  const templates = Object.fromEntries(
    TEMPLATE_NAMES.map((name) => [name, join(folder, `${name}.tar`)]),
  ) as Templates;
  // One database, dumped after each template's rows are in.
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    for (const template of TEMPLATE_NAMES) {
      await fill(database, template);
      const dump = await client.dumpDataDir('none');
      writeFileSync(templates[template], new Uint8Array(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  return { templates, drop: async () => rmSync(folder, { recursive: true, force: true }) };
}

export function databaseUrlOn(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
