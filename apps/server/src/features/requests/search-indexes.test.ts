import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { searchCondition } from '../../lib/paged-list';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { requestSearchMatches } from './request-search-sql';

// The search boxes' "contains" must be answerable from the trigram indexes (migration 0003).
// With sequential scans priced out, the plan names the indexes only if the query's shape lets
// the planner use them: the test fails if a change to the query hides them again.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('search indexes', () => {
  it('the request search uses the trigram index and the assignee index', async () => {
    const plan = await plans.planOf(
      sql`select count(*) from service_requests where ${requestSearchMatches('printer', undefined, 'by-id')}`,
    );
    expect(plan).toContain('service_requests_search_trgm_idx');
    expect(plan).toContain('service_requests_assigned_idx');
    // The assignee's name is looked up among employees first; on the test's nearly empty
    // table the planner reads them through any index alike. The people search below checks
    // the trigram index on names, and decision 018 the plan at 10,000 employees.
  });

  it('the people search uses the trigram indexes on name and email', async () => {
    const where = searchCondition([employees.displayName, employees.workEmail], 'mor');
    const plan = await plans.planOf(sql`select id from employees where ${where}`);
    expect(plan).toContain('employees_display_name_trgm_idx');
    expect(plan).toContain('employees_work_email_trgm_idx');
  });
});
