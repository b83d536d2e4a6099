import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { directorySearch } from './directory-queries';

// The directory's search must be answerable from the trigram indexes (migration 0009 with 0003).
// With sequential scans priced out, the plan names them only if the query's shape lets the
// planner use them: the test fails if a change to the search hides them.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`set enable_seqscan = off`);
});
afterAll(() => database.close());

async function planOf(query: SQL): Promise<string> {
  const result = await database.db.execute(sql`explain ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}

describe('the directory search', () => {
  it('reads the trigram indexes on name, email, title and department, the profile’s too', async () => {
    const plan = await planOf(sql`select id from employees where ${directorySearch('operat')}`);
    for (const index of [
      'employees_display_name_trgm_idx',
      'employees_work_email_trgm_idx',
      'employees_job_title_trgm_idx',
      'employees_department_trgm_idx',
      'employee_profiles_job_title_trgm_idx',
      'employee_profiles_department_trgm_idx',
    ]) {
      expect(plan).toContain(index);
    }
  });
});
