import { getTableName, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { employees } from '../db/schema';
import { forecastsSeed } from './forecasts-seed';
import { holidaysSeed } from './holidays-seed';
import { generateDemoOrganisation, type DemoOrganisationOptions } from './organisation';
import { careersSeed } from './careers-seed';
import { contactSeed } from './contact-seed';
import { organisationSeed } from './organisation-seed';
import { librarySeed } from './library-seed';
import { newsEventsSeed } from './news-events-seed';
import { catalogueSeed } from './catalogue-seed';
import { requestsSeed } from './requests-seed';
import type { DemoSeedModule, SeedTransaction } from './seed-module';
import { portalVisitsSeed } from './portal-visits-seed';
import { sitesSeed } from './sites-seed';
import { timeAwaySeed } from './time-away-seed';
import { wallOfWowSeed } from './wall-of-wow-seed';

/** In order: each module may rely on the rows of those before it. */
export const DEMO_SEED_MODULES: readonly DemoSeedModule[] = [
  organisationSeed,
  sitesSeed,
  catalogueSeed,
  requestsSeed,
  careersSeed,
  librarySeed,
  wallOfWowSeed,
  newsEventsSeed,
  contactSeed,
  timeAwaySeed,
  forecastsSeed,
  portalVisitsSeed,
  holidaysSeed,
];

export interface SeedDemoDataOptions extends DemoOrganisationOptions {
  /** Empty every seeded table first, in the same transaction. */
  reset?: boolean;
  /** Seed only these modules, by name (the tests' template takes the people and the catalogue). */
  only?: readonly string[];
}

export interface SeedDemoDataResult {
  employees: number;
  /** The rows of each table the modules fill, by table name. */
  counts: Record<string, number>;
  durationMs: number;
  /** How long each step took: laying out the organisation, then each module, by name. */
  stepMs: Record<string, number>;
}

/**
 * Seeds the demo organisation in one transaction: on any failure nothing is left behind.
 * The caller decides whether seeding is wanted (see `isDatabaseEmpty`).
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions = {}): Promise<SeedDemoDataResult> {
  const started = performance.now();
  const today = options.today ?? new Date();
  const organisation = generateDemoOrganisation({ ...options, today });
  const stepMs: Record<string, number> = { 'lay out': performance.now() - started };
  const modules = DEMO_SEED_MODULES.filter((module) => !options.only || options.only.includes(module.name));
  const counts = await db.transaction(async (tx) => {
    if (options.reset) await clearDemoData(tx);
    for (const module of modules) {
      const moduleStarted = performance.now();
      await module.seed(tx, { organisation, today });
      stepMs[module.name] = performance.now() - moduleStarted;
    }
    return countRows(tx, modules);
  });
  const durationMs = performance.now() - started;
  return { employees: organisation.employees.length, counts, durationMs, stepMs };
}

const tablesOf = (modules: readonly DemoSeedModule[]) =>
  modules.flatMap((module) => module.tables.map((table) => sql.identifier(getTableName(table))));

/** The rows of every table the modules fill, in one query. */
async function countRows(tx: SeedTransaction, modules: readonly DemoSeedModule[]) {
  const counts = sql.join(
    tablesOf(modules).map((table) => sql`(select count(*)::int from ${table}) as ${table}`),
    sql`, `,
  );
  return rowsOf<Record<string, number>>(await tx.execute(sql`select ${counts}`))[0]!;
}

/** True when there is nobody in the employees table: a fresh database that needs demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: employees.id }).from(employees).limit(1);
  return rows.length === 0;
}

/**
 * Empties every table a seed module fills. TRUNCATE … CASCADE also empties tables that point
 * at them (sessions, for example), which must go anyway once their employees are gone.
 */
export async function clearDemoData(tx: SeedTransaction): Promise<void> {
  await tx.execute(sql`truncate table ${sql.join(tablesOf(DEMO_SEED_MODULES), sql`, `)} cascade`);
}
