import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../test/query-plans';
import { inPeopleScope } from './people-scope-queries';

// A manager's people views (time away, People Metrics) hold their chain: its numbers are looked
// up on their index once walked, never matched against every employee (a hashed subplan).
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('a reporting chain in a people view', () => {
  it('is looked up by employee number and id, not filtered out of everyone', async () => {
    const scope = {
      kind: 'reporting-chain',
      viewer: { employeeId: '0a3f6a52-0000-4000-8000-000000000001', employeeNumber: '000005', roles: [] },
    } as const;
    const plan = await plans.planOf(sql`select id from employees where ${inPeopleScope(scope)}`);
    // On the test's nearly empty table any index holding the number serves alike.
    expect(plan).toMatch(/Index Cond: \(employee_number = ANY \(\$\d+\)\)/);
    expect(plan).toContain('employees_pkey');
    expect(plan).not.toContain('hashed SubPlan');
  });
});
