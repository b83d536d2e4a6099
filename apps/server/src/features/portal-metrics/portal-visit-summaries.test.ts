import type { PortalMetrics, VisitorsPage } from '@portico/domain/portal-metrics/portal-metrics-dto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createCompany, createEmployee } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { recordPageView } from './page-view-queries';

/*
 * The monthly visit roll-up and the visitor totals (decision 067) are written by the statement
 * that records a visit, the visitors per company and in all (decision 070) by triggers on the
 * yearly and total rows, and all of them from scratch by the seeds. Both must give what the daily and
 * yearly roll-ups give, and the Visitors List in visit order (read through the totals' index)
 * what counting every visit gives.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** The kept rows, and the same rows rebuilt from the day and year roll-ups (rolled back). */
async function expectKeptAsRebuilt() {
  const read = async (db: Pick<TestApp['db'], 'execute'>) => ({
    months: rowsOf(await db.execute(sql`select * from portal_visit_months order by 1, 2, 3, 4`)),
    totals: rowsOf(
      await db.execute(sql`select * from portal_visitor_totals order by year nulls first, employee_id`),
    ),
    companyVisitors: rowsOf(
      await db.execute(sql`select * from portal_company_visitors order by year nulls first, company_id`),
    ),
    visitorCounts: rowsOf(
      await db.execute(sql`select * from portal_visitor_counts order by year nulls first`),
    ),
  });
  const kept = await read(t.db);
  let rebuilt: typeof kept | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`select portal_metrics_rebuild_summaries()`);
      rebuilt = await read(tx);
      tx.rollback();
    })
    .catch(() => undefined);
  expect(kept).toEqual(rebuilt);
}

describe('portal visit summaries', () => {
  it('follow visits recorded over two years, with a change of company', async () => {
    await expectKeptAsRebuilt();
    const company = await createCompany(t.db, { name: 'Summaries Ltd.' });
    const often = await createEmployee(t.db, { firstName: 'Often' });
    const mover = await createEmployee(t.db, { firstName: 'Mover', companyId: company.id });
    const thisYear = new Date().getUTCFullYear();
    const at = (year: number, month: number, minute: number) =>
      new Date(Date.UTC(year, month, 2, 9) + minute * MINUTE);
    const view = (employeeId: string, when: Date, browser = 'Chrome', device = 'Desktop') =>
      recordPageView(t.db, { employeeId, area: 'Dashboard', browser, device, at: when });
    // Visits are claimed in time order (one each 30 minutes): last year's first.
    await view(often.id, at(thisYear - 1, 5, 0), 'Firefox', 'Mobile');
    for (let visit = 0; visit < 6; visit++) await view(often.id, at(thisYear, 0, visit * 31));
    await view(mover.id, at(thisYear, 0, 0));
    await t.db.execute(sql`update employees set company_id = null where id = ${mover.id}`);
    await view(mover.id, at(thisYear, 0, 45), 'Safari');
    await expectKeptAsRebuilt();

    const visitors = await (await t.as('blair')).get('/api/portal-metrics/visitors?time=ALL&pageSize=all');
    expect(visitors.statusCode, visitors.body).toBe(200);
    const counted = rowsOf<{ employee_id: string; visits: number }>(
      await t.db.execute(sql`select employee_id, count(*)::int as visits from portal_visits group by 1`),
    );
    const listed = (visitors.json() as VisitorsPage).items;
    expect(listed.map((row) => row.visits)).toEqual(
      [...listed.map((row) => row.visits)].sort((a, b) => b - a),
    );
    expect(Object.fromEntries(listed.map((row) => [row.employeeId, row.visits]))).toEqual(
      Object.fromEntries(counted.map((row) => [row.employee_id, row.visits])),
    );
    expect(listed.find((row) => row.employeeId === often.id)?.visits).toBe(7);
  });

  it("count each company's visitors and everyone's for a year and All, through a deletion", async () => {
    const company = await createCompany(t.db, { name: 'Counted Visitors Ltd.' });
    const first = await createEmployee(t.db, { firstName: 'First', companyId: company.id });
    const second = await createEmployee(t.db, { firstName: 'Second', companyId: company.id });
    const thisYear = new Date().getUTCFullYear();
    const at = (year: number, hour: number) => new Date(Date.UTC(year, 2, 3, hour));
    const view = (employeeId: string, when: Date) =>
      recordPageView(t.db, { employeeId, area: 'Dashboard', browser: 'Chrome', device: 'Desktop', at: when });
    await view(first.id, at(thisYear - 1, 9));
    await view(first.id, at(thisYear, 9));
    await view(first.id, at(thisYear, 11));
    await view(second.id, at(thisYear, 9));
    await expectKeptAsRebuilt();
    const blair = await t.as('blair');
    const visitorsOf = async (time: string) => {
      const response = await blair.get(`/api/portal-metrics?time=${time}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PortalMetrics;
      return {
        company: body.visitorsByCompany.find((row) => row.name === company.name)?.value,
        total: body.totalVisitors,
      };
    };
    const before = await visitorsOf('ALL');
    expect(before.company).toBe(2);
    expect((await visitorsOf('THIS_YEAR')).company).toBe(2);
    await t.db.execute(sql`delete from employees where id = ${second.id}`);
    await expectKeptAsRebuilt();
    expect(await visitorsOf('ALL')).toEqual({ company: 1, total: before.total - 1 });
  });
});
