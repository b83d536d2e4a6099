/**
 * Seeds the demo organisation: `npm run seed -- --employees 10000 [--reset] [--today YYYY-MM-DD]`.
 * Uses the database the server uses: DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR
 * (default ./data, relative to the folder npm was run from).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, seedDemoData } from '../demo-seed/seed-demo-data';
import { resolveDataDir } from './data-dir';
import { parseSeedCommand, SEED_USAGE, type SeedCommand } from './seed-command';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  let command: SeedCommand | 'help';
  try {
    command = parseSeedCommand(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${SEED_USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(SEED_USAGE);
    return 0;
  }

  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolveDataDir(process.env);
  const database = openDatabase({ databaseUrl, dataDir });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  try {
    await database.migrate();
    if (!command.reset && !(await isDatabaseEmpty(database.db))) {
      console.error(`${where} already has employees; nothing was changed. Use --reset to replace them.`);
      return 1;
    }
    const result = await seedDemoData(database.db, command);
    // Fresh statistics, or the planner guesses at row counts and skips the indexes.
    await database.db.execute(sql`analyze`);
    const tables = Object.entries(result.counts)
      .map(([table, rows]) => `  ${table}: ${rows}`)
      .join('\n');
    console.log(
      `${command.reset ? 'Reset and seeded' : 'Seeded'} ${where} with ${result.employees} employees ` +
        `in ${(result.durationMs / 1000).toFixed(2)} s, then analysed:\n${tables}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, 'Seeding');
