import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { timeAwayTableQuery } from './time-away-table-queries';

// Sorted by share used, the Time Away table reads one kept balance a person (decision 067):
// never a grouped pass over every time-away entry.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

describe('the People Metrics Time Away table', () => {
  it('sorts by share used from the kept balances, not the entries', async () => {
    const query = timeAwayTableQuery(
      plans.db,
      { scope: { kind: 'everyone' } },
      { order: { sort: 'usedPercentage', order: 'desc' }, window: { limit: 25, offset: 0 } },
    );
    const plan = await plans.planOf(sql`${query}`);
    expect(plan).toContain('vacation_salary_balances');
    expect(plan).not.toContain('time_away_entries');
    expect(plan).not.toMatch(/HashAggregate|GroupAggregate/);
    expect(plan).not.toContain('Seq Scan on vacation_salary_balances');
  });

  it.each(['desc', 'asc'] as const)(
    'takes a window by share used (%s) from the share index and the number index (decision 070)',
    async (order) => {
      const query = timeAwayTableQuery(
        plans.db,
        { scope: { kind: 'everyone' } },
        { order: { sort: 'usedPercentage', order }, window: { limit: 25, offset: 0 } },
      );
      const plan = await plans.planOf(sql`${query}`, { sortsPricedOut: true });
      expect(plan).toContain('vacation_salary_balances_used_idx');
      expect(plan).toContain('employees_employee_number_unique');
      expect(plan).not.toContain('Seq Scan on employees');
      expect(plan).not.toContain('Seq Scan on vacation_salary_balances');
    },
  );

  it('takes a window by name from the kept name order’s index, not a sort of everyone (decision 074)', async () => {
    const query = timeAwayTableQuery(
      plans.db,
      { scope: { kind: 'everyone' } },
      { order: { sort: 'name', order: 'asc' }, window: { limit: 25, offset: 0 } },
    );
    const plan = await plans.planOf(sql`${query}`, { sortsPricedOut: true });
    expect(plan).toContain('employees_display_name_idx');
    expect(plan).not.toMatch(/Sort Key: lower\(portico_unaccent/);
  });
});
