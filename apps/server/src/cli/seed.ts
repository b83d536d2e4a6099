/**
 * Seeds the demo organisation: `npm run seed -- --employees 10000 [--reset] [--today YYYY-MM-DD]`.
 * Uses the database the server uses: DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR
 * (default ./data, relative to the folder npm was run from).
 */
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { DEFAULT_DEMO_EMPLOYEES } from '../demo-seed/organisation';
import { MAX_DEMO_EMPLOYEES, MIN_DEMO_EMPLOYEES } from '../demo-seed/org-structure';
import { isDatabaseEmpty, seedDemoData } from '../demo-seed/seed-demo-data';

const USAGE = `Usage: npm run seed -- [--employees <n>] [--reset] [--today <YYYY-MM-DD>]

  --employees <n>   employees to generate, ${MIN_DEMO_EMPLOYEES}–${MAX_DEMO_EMPLOYEES} (default ${DEFAULT_DEMO_EMPLOYEES})
  --reset           empty the seeded tables first (sessions go too)
  --today <date>    lay dates out relative to this day instead of today
`;

class UsageError extends Error {}

interface SeedCommand {
  employees: number;
  reset: boolean;
  today: Date;
}

function parseCommand(args: string[]): SeedCommand | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      employees: { type: 'string', default: String(DEFAULT_DEMO_EMPLOYEES) },
      reset: { type: 'boolean', default: false },
      today: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const employees = Number(values.employees);
  if (!/^\d+$/.test(values.employees) || employees < MIN_DEMO_EMPLOYEES || employees > MAX_DEMO_EMPLOYEES) {
    throw new UsageError(
      `--employees must be a whole number from ${MIN_DEMO_EMPLOYEES} to ${MAX_DEMO_EMPLOYEES}`,
    );
  }
  return {
    employees,
    reset: values.reset,
    today: values.today === undefined ? new Date() : parseDay(values.today),
  };
}

/** Midday UTC of a real calendar day; JavaScript would quietly roll 2025-02-30 into March. */
function parseDay(text: string): Date {
  const day = new Date(`${text}T12:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== text
  ) {
    throw new UsageError('--today must be a real date written YYYY-MM-DD');
  }
  return day;
}

/**
 * npm runs workspace scripts inside the workspace folder; INIT_CWD is where the person typed
 * the command, so `npm run seed` at the repository root fills the same ./data as `npm start`.
 */
function resolveDataDir(env: NodeJS.ProcessEnv): string {
  const dataDir = env.DATA_DIR ?? 'data';
  if (dataDir.includes('://') || isAbsolute(dataDir)) return dataDir;
  return resolve(env.INIT_CWD ?? process.cwd(), dataDir);
}

async function main(): Promise<number> {
  let command: SeedCommand | 'help';
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(USAGE);
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
    const tables = Object.entries(result.counts)
      .map(([table, rows]) => `  ${table}: ${rows}`)
      .join('\n');
    console.log(
      `${command.reset ? 'Reset and seeded' : 'Seeded'} ${where} with ${result.employees} employees ` +
        `in ${(result.durationMs / 1000).toFixed(2)} s:\n${tables}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Seeding failed:', error);
    process.exitCode = 1;
  },
);
