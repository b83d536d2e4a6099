import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedPortalVisits } from './portal-visits-seed';

let t: TestApp;
const today = new Date();
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.transaction((tx) => seedPortalVisits(tx, today));
});
afterAll(() => t.close());

describe('seedPortalVisits', () => {
  it('spreads visits over the last year, never in the future, with roll-ups that agree', async () => {
    const [row] = rowsOf<Record<string, number | string>>(
      await t.db.execute(sql`
        select count(*)::int as visits, count(distinct employee_id)::int as visitors,
          min(visited_at)::text as first, max(visited_at)::text as last,
          (select sum(visits)::int from portal_visit_days) as rolled,
          (select sum(visits)::int from portal_visitor_months) as monthly,
          (select sum(visits)::int from portal_visitor_years) as yearly,
          (select count(*)::int from portal_last_visits) as people,
          (select count(distinct browser)::int from portal_visits) as browsers,
          (select count(distinct device)::int from portal_visits) as devices,
          (select count(*)::int from portal_page_view_days) as page_days
        from portal_visits`),
    );
    expect(Number(row!.visits)).toBeGreaterThan(1000);
    expect(row!.rolled).toBe(row!.visits);
    expect(row!.monthly).toBe(row!.visits);
    expect(row!.yearly).toBe(row!.visits);
    expect(row!.people).toBe(row!.visitors);
    expect(row!.browsers).toBeGreaterThanOrEqual(4);
    expect(row!.devices).toBe(2);
    expect(Number(row!.page_days)).toBeGreaterThan(300);
    expect(new Date(String(row!.last)).getTime()).toBeLessThanOrEqual(today.getTime());
    expect(today.getTime() - new Date(String(row!.first)).getTime()).toBeGreaterThan(360 * 86_400_000);
  });
});
