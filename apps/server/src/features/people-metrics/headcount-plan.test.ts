import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { headcountOptionsSql, monthRowsSql, movesBetweenSql } from './headcount-queries';
import type { HeadcountPeople } from './headcount-sql';

// Headcount reads its kept roll-ups (decision 067): never the history, never a window over it.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

const everyone: HeadcountPeople = { kind: 'everyone' };
const chain: HeadcountPeople = {
  kind: 'these',
  ids: ['00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000006'],
};
const filter = { companyIds: [], payClasses: [], departments: ['Operations'] };

describe('headcount', () => {
  it("reads everyone's months from the monthly roll-up, not the history", async () => {
    const plan = await plans.planOf(monthRowsSql(everyone, filter, '2025-01-01', '2026-12-01'));
    expect(plan).toContain('headcount_months');
    expect(plan).not.toContain('employment_history');
    expect(plan).not.toContain('WindowAgg');
  });

  it("reads everyone's months from the first shown on, and the final headcount kept (decision 073)", async () => {
    const plan = await plans.planOf(monthRowsSql(everyone, filter, '2025-01-01', '2026-12-01'));
    expect(plan).toMatch(/Index Cond: \(month >= /);
    expect(plan).toContain('headcount_states');
  });

  it("reads a chain's months from its people's kept periods, by the person index", async () => {
    const plan = await plans.planOf(sql`${monthRowsSql(chain, filter, '2025-01-01', '2026-12-01')}`);
    expect(plan).toContain('headcount_periods_employee_idx');
    expect(plan).not.toContain('Seq Scan on headcount_periods');
    expect(plan).not.toContain('employment_history');
  });

  it("finds a month's moves by the periods' start and end indexes", async () => {
    const plan = await plans.planOf(movesBetweenSql(everyone, filter, '2026-11-01', '2026-11-30'));
    expect(plan).toContain('headcount_periods_starts_idx');
    expect(plan).toContain('headcount_periods_ends_idx');
    expect(plan).not.toContain('Seq Scan on headcount_periods');
  });

  it("reads everyone's filter options from the kept combinations, not the history (decision 070)", async () => {
    const plan = await plans.planOf(headcountOptionsSql(everyone));
    expect(plan).toContain('headcount_option_rows');
    expect(plan).not.toContain('employment_history');
  });
});
