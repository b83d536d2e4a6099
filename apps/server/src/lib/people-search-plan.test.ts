import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../test/query-plans';
import { searchPeople } from './people-search';

// The people picker's first page (the request form's On Behalf Of, the dashboard's Employees)
// is read from employees_display_name_idx in its order (decision 066), not by sorting everyone.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('the people picker', () => {
  it('takes its first page by name from the name index, with no sort of everyone', async () => {
    // Sorts priced out: whether the index gives the order, which a test database's few rows
    // would not make worth reading.
    const plan = await plans.planOf(sql`${searchPeople(plans.db, undefined, { limit: 20 })}`, {
      sortsPricedOut: true,
    });
    expect(plan).toContain('employees_display_name_idx');
    expect(plan).not.toMatch(/Sort Key: lower\(portico_unaccent/);
  });
});
