import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { DemoOrganisation } from './organisation';

/** The open transaction every seed module writes through. */
export type SeedTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoSeedContext {
  /** People, companies and the rest, already inserted by the modules before this one. */
  organisation: DemoOrganisation;
  today: Date;
}

/**
 * One slice of the demo data (the organisation, requests, time away, visits, …). Later features
 * add a module beside this file and list it in `DEMO_SEED_MODULES`; each builds its rows from
 * the context with its own named random stream and inserts them.
 */
export interface DemoSeedModule {
  name: string;
  /** Every table the module fills, parents before children: a reset empties them, the seed counts them. */
  tables: readonly PgTable[];
  seed(tx: SeedTransaction, context: DemoSeedContext): Promise<unknown>;
}
