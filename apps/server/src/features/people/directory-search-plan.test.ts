import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { directorySearch } from './directory-queries';

// The directory's search must be answerable from the trigram indexes (migration 0009 with 0003).
// With sequential scans priced out, the plan names them only if the query's shape lets the
// planner use them: the test fails if a change to the search hides them.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('the directory search', () => {
  it('reads the trigram indexes on name, email, title and department, the profile’s too', async () => {
    const plan = await plans.planOf(sql`select id from employees where ${directorySearch('operat')}`);
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
