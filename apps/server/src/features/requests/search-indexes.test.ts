import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { searchCondition } from '../../lib/paged-list';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { approverIs } from './request-list-queries';
import { newestMatches, requestSearchMatches } from './request-search-sql';

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
    // the trigram index on names, and decision 025 the plan at 10,000 employees.
  });

  it('whether a term is common is read from the newest requests, walked on the number index and cut', async () => {
    // Decision 071: the same cost for every term and every size of group, so never a sort.
    const plan = await plans.planOf(sql`${newestMatches(plans.db, undefined, 'printer', 2000)}`, {
      sortsPricedOut: true,
    });
    expect(plan).toContain('service_requests_name_unique');
    expect(plan).toContain('Limit');
    expect(plan).not.toContain('Sort');
  });

  it('the people search uses the trigram indexes on name and email', async () => {
    const where = searchCondition([employees.displayName, employees.workEmail], 'mor');
    const plan = await plans.planOf(sql`select id from employees where ${where}`);
    expect(plan).toContain('employees_display_name_trgm_idx');
    expect(plan).toContain('employees_work_email_trgm_idx');
  });

  it('Approval Requests finds the viewer’s requests and those of whom they stand in for by the approver indexes', async () => {
    // A per-row lookup of substitutions here once read all 100,000 requests (p50 6 s at
    // 10,000 employees): the list and its badge take the ids stood in for as plain values.
    const [viewer, away] = ['0a3f6a52-0000-4000-8000-000000000001', '0a3f6a52-0000-4000-8000-000000000002'];
    const plan = await plans.planOf(
      sql`select count(*) from service_requests where ${approverIs(viewer, [away])}`,
    );
    for (const index of [
      'service_requests_purchase_approver_idx',
      'service_requests_secondary_approver_idx',
      'service_requests_pre_approver_idx',
      'service_requests_estimate_approver_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan on service_requests|SubPlan/);
  });
});
