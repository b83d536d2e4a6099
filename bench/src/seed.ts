/**
 * A fresh PostgreSQL database with an organisation of the asked size: the built seed command
 * (`npm run seed`), the large-size additions, then VACUUM ANALYZE. Every part is timed.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LARGE_DATA, VACUUM_ANALYZE } from './large-data';
import { REPO_ROOT } from './paths';
import { query, recreateDatabase } from './postgres';

const run = promisify(execFile);

/** Makes a Node process print its own CPU time as it exits, for a figure the machine's load barely moves. */
const REPORT_CPU_AT_EXIT =
  "data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('bench-cpu-us '+(u.user+u.system)+'\\n')})";

/** From this size up the organisation gets the benchmark's shape (ten requests per employee). */
export const LARGE_FROM_EMPLOYEES = 1000;

export interface SeededDatabase {
  name: string;
  url: string;
  employees: number;
  seedCommandMs: number;
  /** CPU seconds the seed command's own process used (the database's work is not in it). */
  seedCommandCpuSeconds: number | null;
  largeDataMs: number;
  analyzeMs: number;
  totalMs: number;
  rows: Record<string, number>;
}

const COUNTED_TABLES = [
  'employees',
  'service_requests',
  'request_approvals',
  'request_attachments',
  'notifications',
] as const;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function seedDatabase(
  adminUrl: string,
  name: string,
  employees: number,
): Promise<SeededDatabase> {
  const url = await recreateDatabase(adminUrl, name);
  let stderr = '';
  const seedCommandMs = await timed(async () => {
    const seedScript = join(REPO_ROOT, 'apps/server/dist/seed.js');
    // VACUUM ANALYZE runs once, after the large-size additions, rather than after each.
    const args = [
      '--import',
      REPORT_CPU_AT_EXIT,
      seedScript,
      '--employees',
      String(employees),
      '--skip-vacuum',
    ];
    ({ stderr } = await run(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      maxBuffer: 16 * 1024 * 1024,
    }));
  });
  const cpuMicroseconds = /bench-cpu-us (\d+)/.exec(stderr)?.[1];
  const largeDataMs =
    employees >= LARGE_FROM_EMPLOYEES
      ? await timed(async () => {
          for (const data of LARGE_DATA)
            await query(url, data.sql.replaceAll(':employees', String(employees)));
        })
      : 0;
  const analyzeMs = await timed(() => query(url, VACUUM_ANALYZE));
  const counts = await query<Record<string, string>>(
    url,
    `select ${COUNTED_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
  );
  const rows = Object.fromEntries(Object.entries(counts[0] ?? {}).map(([table, n]) => [table, Number(n)]));
  return {
    name,
    url,
    employees,
    seedCommandMs,
    seedCommandCpuSeconds: cpuMicroseconds ? Number(cpuMicroseconds) / 1e6 : null,
    largeDataMs,
    analyzeMs,
    totalMs: seedCommandMs + largeDataMs + analyzeMs,
    rows,
  };
}
