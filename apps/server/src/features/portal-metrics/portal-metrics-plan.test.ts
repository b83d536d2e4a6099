import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { visitorsQuery } from './portal-metrics-queries';

// A year's or All's visitors in visit order come from the kept totals' (year, visits) index
// (decision 067): only the window and its ties are joined with employees and sorted by name.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

const THIS_YEAR = { from: '2026-01-01', to: '2026-12-31' };

describe('the Visitors List', () => {
  it.each([
    ['a year', THIS_YEAR],
    ['All', undefined],
  ])('reads %s in visit order through the totals index, not the visitor roll-ups', async (_name, range) => {
    const query = visitorsQuery(
      plans.db,
      { range },
      { sort: 'visits', order: 'desc' },
      { limit: 10, offset: 0 },
    );
    const plan = await plans.planOf(sql`${query}`);
    expect(plan).toContain('portal_visitor_totals_visits_idx');
    expect(plan).not.toContain('portal_visitor_years');
    expect(plan).not.toContain('Seq Scan on portal_visitor_totals');
  });
});
