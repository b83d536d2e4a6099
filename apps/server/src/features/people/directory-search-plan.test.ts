import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { BIRTHDATES, directorySearch, firstMatches, HIRE_DATES, walkHalf } from './directory-queries';

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

  it('asks whether a term is common of the first people by employee number, walked and cut', async () => {
    // Decision 071: the same cost for every term and every size of group, so never a sort.
    const plan = await plans.planOf(sql`${firstMatches(plans.db, { search: 'oper' }, 2000)}`, {
      sortsPricedOut: true,
    });
    expect(plan).toContain('employees_employee_number_unique');
    expect(plan).toContain('Limit');
    expect(plan).not.toContain('Sort');
  });
});

describe('the first page in celebration order', () => {
  it.each([
    ['hire', HIRE_DATES, 'employees_hire_month_day_idx', 0],
    ['hire', HIRE_DATES, 'employees_hire_month_day_idx', 1],
    ['birth', BIRTHDATES, 'employee_profiles_birth_month_day_idx', 0],
    ['birth', BIRTHDATES, 'employee_profiles_birth_month_day_idx', 1],
  ] as const)(
    'walks the %s month-day index in its order, cut at the page (lap %s)',
    async (_date, source, index, lap) => {
      const plan = await plans.planOf(sql`${walkHalf(plans.db, source, 1206, lap, 36)}`);
      expect(plan).toContain(index);
      expect(plan).toContain('Limit');
      expect(plan).not.toContain('Sort');
    },
  );
});
