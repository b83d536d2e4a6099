/**
 * Seeds the demo organisation: `npm run seed -- --employees 10000 [--reset] [--today YYYY-MM-DD]`.
 * Uses the database the server uses: DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR
 * (default ./data, relative to the folder npm was run from).
 */
import { sql } from 'drizzle-orm';
import { isDatabaseEmpty, seedDemoData } from '../demo-seed/seed-demo-data';
import { readArguments, withServerDatabase } from './command-database';
import { parseSeedCommand, SEED_USAGE } from './seed-command';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const command = readArguments(() => parseSeedCommand(process.argv.slice(2), process.env), SEED_USAGE);
  if (typeof command === 'number') return command;
  return withServerDatabase(async (database, where) => {
    if (!command.reset && !(await isDatabaseEmpty(database.db))) {
      console.error(`${where} already has employees; nothing was changed. Use --reset to replace them.`);
      return 1;
    }
    const result = await seedDemoData(database.db, command);
    // As autovacuum leaves a database in use: fresh statistics, or the planner guesses at row
    // counts and skips the indexes; and the visibility map, without which every count reads
    // the table's rows instead of its index alone (a category's 5,800 requests: 328 → 7 ms).
    if (command.vacuum) await database.db.execute(sql`vacuum analyze`);
    const tables = Object.entries(result.counts)
      .map(([table, rows]) => `  ${table}: ${rows}`)
      .join('\n');
    const steps = Object.entries(result.stepMs)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
      .join(', ');
    console.log(
      `${command.reset ? 'Reset and seeded' : 'Seeded'} ${where} with ${result.employees} employees ` +
        `in ${(result.durationMs / 1000).toFixed(2)} s (${steps})${command.vacuum ? ', then vacuumed and analysed' : ''}:\n${tables}`,
    );
    return 0;
  });
}

runCommand(main, 'Seeding');
