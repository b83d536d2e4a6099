import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { isDatabaseEmpty, seedDemoData } from '../demo-seed/seed-demo-data';
import type { Database } from '../db/client';

/**
 * Applies the committed migrations, then seeds the demo organisation into an empty database.
 * Several instances starting together on one database take turns (`exclusively`): the first
 * migrates and seeds, the others find it done.
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger) {
  await database.exclusively(() => migrateAndSeed(database, config, log));
}

async function migrateAndSeed(database: Database, config: Config, log: FastifyBaseLogger) {
  await database.migrate();
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    const started = performance.now();
    await seedDemoData(database.db, { employees: config.demoEmployees });
    log.info(
      { employees: config.demoEmployees, ms: Math.round(performance.now() - started) },
      'demo data seeded',
    );
  }
}
