import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { companyVisitorsQuery, visitorCountQuery, visitorsQuery } from './portal-metrics-queries';

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
    // A year's rows by the (year, visits) index, All's by its own (decision 070).
    expect(plan).toMatch(/portal_visitor_totals_(all_)?visits_idx/);
    // The window's last count is read off the index in its order, not sorted (decision 070).
    const ordered = await plans.planOf(sql`${query}`, { sortsPricedOut: true });
    expect(ordered).toMatch(/Index Only Scan Backward using portal_visitor_totals_(all_)?visits_idx/);
    expect(plan).not.toContain('portal_visitor_years');
    expect(plan).not.toContain('Seq Scan on portal_visitor_totals');
  });
});

// Visitors by Company and Total Visitors for a year or All are kept counts (decision 070).
describe('Visitors by Company and Total Visitors', () => {
  it.each([
    ['a year', THIS_YEAR],
    ['All', undefined],
  ])('read %s from the kept counts, not a row per visitor', async (_name, range) => {
    for (const query of [companyVisitorsQuery(plans.db, range), visitorCountQuery(plans.db, range)]) {
      const plan = await plans.planOf(sql`${query}`);
      expect(plan).toMatch(/portal_company_visitors|portal_visitor_counts/);
      expect(plan).not.toMatch(/portal_visitor_years|portal_visitor_totals/);
    }
  });
});
