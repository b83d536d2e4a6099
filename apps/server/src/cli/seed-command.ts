import { parseArgs } from 'node:util';
import { DEFAULT_DEMO_EMPLOYEES } from '../demo-seed/organisation';
import { MAX_DEMO_EMPLOYEES, MIN_DEMO_EMPLOYEES } from '../demo-seed/org-structure';
import { DEMO_SEED_MODULES } from '../demo-seed/seed-demo-data';

const PARTS = DEMO_SEED_MODULES.map((module) => module.name);

export const SEED_USAGE = `Usage: npm run seed -- [--employees <n>] [--reset] [--today <YYYY-MM-DD>] [--only <parts>]
                       [--skip-vacuum]

  --employees <n>   employees to generate, ${MIN_DEMO_EMPLOYEES}–${MAX_DEMO_EMPLOYEES} (default ${DEFAULT_DEMO_EMPLOYEES})
  --reset           empty the seeded tables first (sessions go too)
  --today <date>    lay dates out relative to this day instead of today
  --only <parts>    seed only these parts, comma-separated (default all): ${PARTS.join(', ')};
                    e.g. organisation,catalogue for the people and the request catalogue alone
  --skip-vacuum     leave VACUUM ANALYZE to whoever adds more rows next (the benchmark does it
                    once, after its own additions)
`;

export class UsageError extends Error {}

export interface SeedCommand {
  employees: number;
  reset: boolean;
  today: Date;
  only?: string[];
  /** VACUUM ANALYZE once seeded, as autovacuum would leave the database (unless --skip-vacuum). */
  vacuum: boolean;
}

/** Reads the command line; `env` decides whether --reset may run (never in production). */
export function parseSeedCommand(args: string[], env: NodeJS.ProcessEnv): SeedCommand | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      employees: { type: 'string', default: String(DEFAULT_DEMO_EMPLOYEES) },
      reset: { type: 'boolean', default: false },
      today: { type: 'string' },
      only: { type: 'string' },
      'skip-vacuum': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  if (values.reset && env.NODE_ENV === 'production') {
    throw new UsageError('--reset is refused in production: it would delete the real organisation.');
  }
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
    vacuum: !values['skip-vacuum'],
    ...(values.only === undefined ? {} : { only: parseParts(values.only) }),
  };
}

function parseParts(text: string): string[] {
  const parts = text.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new UsageError(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
  return parts;
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
