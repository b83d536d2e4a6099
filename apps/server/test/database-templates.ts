import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * Databases made once per test run and copied for each test file, so no file migrates or seeds
 * the same rows again (DESIGN §8): on PostgreSQL a template database (`create database … template`),
 * on PGlite a dump of the data folder that each file loads.
 * - `migrated`: every migration, no rows;
 * - `people`: the demo organisation at 40 employees (so the personas exist) and the request
 *   catalogue, what `buildTestApp()` gives by default;
 * - `demo`: everything the demo seed makes, at 40 employees (`buildTestApp({ seed: 'demo' })`).
 * The seed command makes the last two, in a process of its own, as `npm run seed` would: the
 * tests take the demo organisation as the journeys do, from the portal, never from the seed's code.
 */
export const TEMPLATE_NAMES = ['migrated', 'people', 'demo'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export type SeededTemplate = Exclude<TemplateName, 'migrated'>;
export const TEMPLATE_EMPLOYEES = 40;

/** What each seeded template asks the seed command for. */
const SEED_ARGUMENTS: Record<SeededTemplate, readonly string[]> = {
  people: ['--only', 'organisation,catalogue'],
  demo: [],
};
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * Migrates and seeds a database through the seed command (`src/cli/seed.ts`): a PostgreSQL
 * database by its address, or a PGlite folder that nothing else has open.
 */
export async function seedWithCommand(
  where: { databaseUrl: string } | { dataDir: string },
  template: SeededTemplate,
  employees = TEMPLATE_EMPLOYEES,
) {
  const env = {
    ...process.env,
    ...('databaseUrl' in where
      ? { DATABASE_URL: where.databaseUrl }
      : { DATABASE_URL: '', DATA_DIR: where.dataDir }),
  };
  const args = [TSX, 'src/cli/seed.ts', '--employees', String(employees), ...SEED_ARGUMENTS[template]];
  try {
    await promisify(execFile)(process.execPath, args, { cwd: SERVER_ROOT, env });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`The seed command failed for the ${template} template:\n${stderr || stdout || error}`);
  }
}

/** Where each template is: a PostgreSQL database name, or the path of a PGlite dump. */
export type Templates = Record<TemplateName, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made by test/global-setup.ts; absent when a file runs without it. */
    databaseTemplates?: Templates;
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
    // The seeded templates are copies of the migrated one, each seeded as the command seeds.
    await withAdminClient(serverUrl, (client) => client.query(`create database ${templates.migrated}`));
    const migrated = openDatabase({
      databaseUrl: databaseUrlOn(serverUrl, templates.migrated),
      dataDir: '',
      poolSize: 2,
    });
    try {
      await migrated.migrate();
    } finally {
      await migrated.close();
    }
    await Promise.all(
      (['people', 'demo'] as const).map(async (template) => {
        const name = templates[template];
        await withAdminClient(serverUrl, (client) =>
          client.query(`create database ${name} template ${templates.migrated}`),
        );
        await seedWithCommand({ databaseUrl: databaseUrlOn(serverUrl, name) }, template);
      }),
    );
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
  const keep = async (client: PGlite, template: TemplateName) => {
    // A folder's database dumped before it is ready never answers.
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    writeFileSync(templates[template], new Uint8Array(await dump.arrayBuffer()));
    await client.close();
  };
  const migrated = openDatabase({ dataDir: 'memory://' });
  await migrated.migrate();
  await keep((migrated.db as unknown as { $client: PGlite }).$client, 'migrated');
  await Promise.all(
    (['people', 'demo'] as const).map(async (template) => {
      const dataDir = join(folder, template);
      await seedWithCommand({ dataDir }, template);
      // Opened as it is, without the server's lock file, so the dump carries none.
      await keep(new PGlite(dataDir, { extensions: { pg_trgm, unaccent } }), template);
    }),
  );
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
