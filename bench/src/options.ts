import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from './postgres';

export const USAGE = `Usage: npm run bench -- [--employees <n>] [--scale-employees <n>] [--demo-employees <n>]
                       [--duration <s>] [--port <n>] [--skip-build] [--keep-databases] [--note <text>]

  --employees <n>       the large organisation (default 10000)
  --scale-employees <n> a larger one the read endpoints are loaded on again, to show how each
                        grows with the organisation (default 50000; 0 skips it)
  --demo-employees <n>  the demo organisation the sign-in bytes are compared with (default 400)
  --duration <s>        autocannon seconds per endpoint (default 10)
  --port <n>            first of the four ports used (default 3300)
  --skip-build          use the existing build (npm run build is run otherwise)
  --keep-databases      leave the portico_bench_* databases behind
  --note <text>         a line for the report, e.g. what else the machine was doing

PostgreSQL: DATABASE_URL (default ${DEFAULT_DATABASE_URL}) names a server where
databases may be created; the benchmark makes portico_bench_demo, portico_bench_large and portico_bench_scale.
`;

export interface BenchOptions {
  employees: number;
  /** 0: no second, larger organisation. */
  scaleEmployees: number;
  demoEmployees: number;
  durationSeconds: number;
  port: number;
  build: boolean;
  keepDatabases: boolean;
  note: string | undefined;
  adminUrl: string;
}

function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min)
    throw new Error(`--${name} must be a whole number of at least ${min}`);
  return value;
}

export function parseOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      employees: { type: 'string', default: '10000' },
      'scale-employees': { type: 'string', default: '50000' },
      'demo-employees': { type: 'string', default: '400' },
      duration: { type: 'string', default: '10' },
      port: { type: 'string', default: '3300' },
      'skip-build': { type: 'boolean', default: false },
      'keep-databases': { type: 'boolean', default: false },
      note: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  return {
    employees: wholeNumber('employees', values.employees, 10),
    scaleEmployees: wholeNumber('scale-employees', values['scale-employees'], 0),
    demoEmployees: wholeNumber('demo-employees', values['demo-employees'], 10),
    durationSeconds: wholeNumber('duration', values.duration, 1),
    port: wholeNumber('port', values.port, 1),
    build: !values['skip-build'],
    keepDatabases: values['keep-databases'],
    note: values.note,
    adminUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  };
}
