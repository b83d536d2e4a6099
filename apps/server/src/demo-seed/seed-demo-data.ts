import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees } from '../db/schema';
import { forecastsSeed } from './forecasts-seed';
import { holidaysSeed } from './holidays-seed';
import { generateDemoOrganisation, type DemoOrganisationOptions } from './organisation';
import { careersSeed } from './careers-seed';
import { contactSeed } from './contact-seed';
import { organisationSeed } from './organisation-seed';
import { librarySeed } from './library-seed';
import { newsEventsSeed } from './news-events-seed';
import { catalogueSeed, requestsSeed } from './requests-seed';
import type { DemoSeedModule, SeedCounts, SeedTransaction } from './seed-module';
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

export type DemoSeedModuleName =
  | 'organisation'
  | 'sites'
  | 'catalogue'
  | 'requests'
  | 'careers'
  | 'library'
  | 'wall-of-wow'
  | 'news'
  | 'contact'
  | 'time-away'
  | 'forecasts'
  | 'portal-visits'
  | 'holidays';

export interface SeedDemoDataOptions extends DemoOrganisationOptions {
  /** Empty every seeded table first, in the same transaction. */
  reset?: boolean;
  /** Seed only these modules (tests take the people and the catalogue, and make the rest). */
  only?: readonly DemoSeedModuleName[];
}

export interface SeedDemoDataResult {
  employees: number;
  counts: SeedCounts;
  durationMs: number;
}

/**
 * Seeds the demo organisation in one transaction: on any failure nothing is left behind.
 * The caller decides whether seeding is wanted (see `isDatabaseEmpty`).
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions = {}): Promise<SeedDemoDataResult> {
  const started = performance.now();
  const today = options.today ?? new Date();
  const organisation = generateDemoOrganisation({ ...options, today });
  const counts: SeedCounts = {};
  await db.transaction(async (tx) => {
    if (options.reset) await clearDemoData(tx);
    for (const module of DEMO_SEED_MODULES) {
      if (options.only && !options.only.includes(module.name as DemoSeedModuleName)) continue;
      Object.assign(counts, await module.seed(tx, { organisation, today }));
    }
  });
  return { employees: organisation.employees.length, counts, durationMs: performance.now() - started };
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
  const names = DEMO_SEED_MODULES.flatMap((module) => module.tables.map((table) => getTableName(table)));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(sql`truncate table ${list} cascade`);
}
