import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { listNotificationRows } from './notification-queries';

// The bell's list grows with every notification ever sent: a person's own are found by
// notifications_employee_idx and those sent to everyone by notifications_everyone_idx, never
// by reading the table. With sequential scans priced out, the plan names both only if the
// condition's two halves keep the indexes' shapes.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('the notifications list', () => {
  it('reads a person’s own and those sent to everyone by their indexes', async () => {
    const someone = '0a3f6a52-0000-4000-8000-000000000001';
    const plan = await plans.planOf(sql`${listNotificationRows(plans.db, someone, 20, 0, new Date())}`);
    expect(plan).toContain('notifications_employee_idx');
    expect(plan).toContain('notifications_everyone_idx');
    expect(plan).not.toMatch(/Seq Scan on notifications\b/);
  });
});
