/**
 * A fresh PostgreSQL database with an organisation of the asked size: the built seed command
 * (`npm run seed`), the large-size additions, then ANALYZE. Every part is timed.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ANALYZE, LARGE_DATA } from './large-data';
import { REPO_ROOT } from './paths';
import { query, recreateDatabase } from './postgres';

const run = promisify(execFile);

/** From this size up the organisation gets the benchmark's shape (ten requests per employee). */
export const LARGE_FROM_EMPLOYEES = 1000;

export interface SeededDatabase {
  name: string;
  url: string;
  employees: number;
  seedCommandMs: number;
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
  const seedCommandMs = await timed(() =>
    run(process.execPath, [join(REPO_ROOT, 'apps/server/dist/seed.js'), '--employees', String(employees)], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      maxBuffer: 16 * 1024 * 1024,
    }),
  );
  const largeDataMs =
    employees >= LARGE_FROM_EMPLOYEES
      ? await timed(async () => {
          for (const data of LARGE_DATA)
            await query(url, data.sql.replaceAll(':employees', String(employees)));
        })
      : 0;
  const analyzeMs = await timed(() => query(url, ANALYZE));
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
    largeDataMs,
    analyzeMs,
    totalMs: seedCommandMs + largeDataMs + analyzeMs,
    rows,
  };
}
