import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../db/schema';
import { createPlanDatabase, type PlanDatabase } from '../../test/query-plans';
import { textOrder } from './paged-list';

// The people picker's first page by name is read from its index in order (decision 066): the
// index holds the sort key itself, so a change to the key that the index does not follow makes
// the plan sort everyone instead, and this test fail.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('names in order', () => {
  it('the picker’s first page reads employees_display_name_idx, with no sort', async () => {
    const plan = await plans.planOf(
      sql`select id from employees order by ${textOrder(employees.displayName)}, ${employees.employeeNumber} limit 20`,
    );
    expect(plan).toContain('employees_display_name_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
