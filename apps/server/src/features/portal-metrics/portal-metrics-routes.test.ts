import type { PortalMetrics, VisitorsPage } from '@portico/domain/portal-metrics/portal-metrics-dto';
import { todayIn } from '@portico/domain/calendar/site-calendar';
import { portalPeriod, type PortalTimeFilter } from '@portico/domain/portal-metrics/portal-periods';
import { utcDay } from '@portico/domain/shared/dates';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employees, portalPageViewDays, portalVisits, serviceRequests } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { recordPageView } from './page-view-queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const PAGE_VIEWS = '/api/portal-metrics/page-views';
const METRICS = '/api/portal-metrics';
const HOUR = 3_600_000;

async function visitsOf(employeeId: string) {
  return t.db.select().from(portalVisits).where(eq(portalVisits.employeeId, employeeId));
}

describe('POST /api/portal-metrics/page-views', () => {
  it('records a visit on the first page view and only page views for 30 minutes after', async () => {
    const client = await t.as('emery');
    const post = (path: string, ua = CHROME) =>
      client.request({ method: 'POST', url: PAGE_VIEWS, payload: { path }, headers: { 'user-agent': ua } });
    const first = await post('/serviceRequests/12');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ newVisit: true });
    expect((await post('/serviceRequests')).json()).toEqual({ newVisit: false });
    const visits = await visitsOf(PERSONAS.emery.id);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ browser: 'Chrome', device: 'Desktop' });
    const [views] = await t.db
      .select()
      .from(portalPageViewDays)
      .where(eq(portalPageViewDays.area, 'IT Requests'));
    expect(views).toMatchObject({ day: utcDay(new Date()), views: 2 });
  });

  it('starts a new visit 30 minutes after the last, reading the browser and device (a tablet is Mobile)', async () => {
    const person = await createEmployee(t.db, {});
    const at = new Date('2026-03-02T09:00:00Z');
    const view = (minutes: number, browser = 'Safari', device = 'Mobile') =>
      recordPageView(t.db, {
        employeeId: person.id,
        area: 'Dashboard',
        browser,
        device,
        at: new Date(at.getTime() + minutes * 60_000),
      });
    expect(await view(0)).toEqual({ newVisit: true });
    expect(await view(29)).toEqual({ newVisit: false });
    expect(await view(30)).toEqual({ newVisit: true });
    const client = await t.asEmployee(person.id);
    const response = await client.request({
      method: 'POST',
      url: PAGE_VIEWS,
      payload: { path: '/' },
      headers: { 'user-agent': IPAD },
    });
    expect(response.json()).toEqual({ newVisit: true });
    const visits = await visitsOf(person.id);
    expect(visits).toHaveLength(3);
    expect(visits.at(-1)).toMatchObject({ browser: 'Safari', device: 'Mobile' });
  });

  it('records one visit when two tabs load at once', async () => {
    const person = await createEmployee(t.db, {});
    const client = await t.asEmployee(person.id);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        client.request({ method: 'POST', url: PAGE_VIEWS, payload: { path: '/employees' } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((r) => r.json().newVisit)).toHaveLength(1);
    expect(await visitsOf(person.id)).toHaveLength(1);
  });

  it('counts an unknown path as Other and refuses a path that is too long, recording nothing', async () => {
    const person = await createEmployee(t.db, {});
    const client = await t.asEmployee(person.id);
    const tooLong = await client.post(PAGE_VIEWS, { path: `/${'x'.repeat(600)}` });
    expect(tooLong.statusCode).toBe(400);
    expect((await client.post(PAGE_VIEWS, {})).statusCode).toBe(400);
    expect(await visitsOf(person.id)).toHaveLength(0);
    expect((await client.post(PAGE_VIEWS, { path: '/no/such/page' })).statusCode).toBe(200);
    const [other] = await t.db.select().from(portalPageViewDays).where(eq(portalPageViewDays.area, 'Other'));
    expect(other?.views).toBeGreaterThanOrEqual(1);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.anonymous().post(PAGE_VIEWS, { path: '/' })).statusCode).toBe(401);
  });
});

describe('GET /api/portal-metrics', () => {
  beforeAll(async () => {
    // Visits spread over the last fourteen months by a few people of two companies.
    const north = await createCompany(t.db, { name: 'North Metrics Co' });
    const south = await createCompany(t.db, { name: 'South Metrics Co' });
    const people = await Promise.all([
      createEmployee(t.db, { firstName: 'Ada', companyId: north.id }),
      createEmployee(t.db, { firstName: 'Ben', companyId: north.id }),
      createEmployee(t.db, { firstName: 'Cy', companyId: south.id }),
      createEmployee(t.db, { firstName: 'Dee', companyId: null }),
    ]);
    const browsers = [
      ['Chrome', 'Desktop'],
      ['Firefox', 'Desktop'],
      ['Safari', 'Mobile'],
    ] as const;
    // Two hours back, so the second view an hour after the first is still in the past.
    const now = Date.now() - 2 * HOUR;
    for (let i = 0; i < 120; i++) {
      const person = people[i % 4]!;
      const [browser, device] = browsers[(i * 7) % 3]!;
      // Every 3.3 days back, at an hour that moves with i; some people visit more often.
      const at = new Date(now - i * 80 * HOUR - (i % 5) * HOUR);
      await recordPageView(t.db, {
        employeeId: person.id,
        area: i % 3 ? 'Dashboard' : 'IT Requests',
        browser,
        device,
        at,
      });
      if (i % 4 === 0) {
        await recordPageView(t.db, {
          employeeId: person.id,
          area: 'Dashboard',
          browser,
          device,
          at: new Date(at.getTime() + HOUR),
        });
      }
    }
  });

  it.each(['emery', 'drew', 'casey'] as const)('refuses %s with a 403', async (persona) => {
    const response = await (await t.as(persona)).get(METRICS);
    expect(response.statusCode).toBe(403);
  });

  it('refuses an unknown time filter with a 400', async () => {
    expect((await (await t.as('blair')).get(`${METRICS}?time=NEXT_YEAR`)).statusCode).toBe(400);
  });

  it.each<PortalTimeFilter>(['LAST_WEEK', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR', 'LAST_YEAR', 'ALL'])(
    'answers %s with figures computed from the visits themselves',
    async (time) => {
      const response = await (await t.as('blair')).get(`${METRICS}?time=${time}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PortalMetrics;
      const { range } = portalPeriod(time, todayIn(t.config.portalTimeZone, new Date()));
      const all = await t.db
        .select({
          employeeId: portalVisits.employeeId,
          visitedAt: portalVisits.visitedAt,
          browser: portalVisits.browser,
          device: portalVisits.device,
          company: companies.name,
          name: employees.displayName,
        })
        .from(portalVisits)
        .innerJoin(employees, eq(employees.id, portalVisits.employeeId))
        .leftJoin(companies, eq(companies.id, portalVisits.companyId));
      const visits = all.filter(
        (v) => !range || (utcDay(v.visitedAt) >= range.from && utcDay(v.visitedAt) <= range.to),
      );
      const tally = (key: (v: (typeof visits)[number]) => string) => {
        const counts = new Map<string, number>();
        for (const v of visits) counts.set(key(v), (counts.get(key(v)) ?? 0) + 1);
        return Object.fromEntries(counts);
      };
      const asObject = (rows: { name: string; value: number }[]) =>
        Object.fromEntries(rows.map((r) => [r.name, r.value]));
      expect(body.totalVisits).toBe(visits.length);
      expect(body.totalVisitors).toBe(new Set(visits.map((v) => v.employeeId)).size);
      expect(asObject(body.byBrowser)).toEqual(tally((v) => v.browser));
      expect(asObject(body.byDevice)).toEqual(tally((v) => v.device));
      expect(asObject(body.byCompany)).toEqual(tally((v) => v.company ?? 'No company'));
      const visitorSets = new Map<string, Set<string>>();
      for (const v of visits) {
        const key = v.company ?? 'No company';
        visitorSets.set(key, (visitorSets.get(key) ?? new Set()).add(v.employeeId));
      }
      expect(asObject(body.visitorsByCompany)).toEqual(
        Object.fromEntries([...visitorSets].map(([name, set]) => [name, set.size])),
      );
      const bucketOf = (v: (typeof visits)[number]) =>
        utcDay(v.visitedAt).slice(0, body.bucket === 'month' ? 7 : 10);
      const byBucket = tally(bucketOf);
      expect(body.byPeriod.reduce((sum, p) => sum + p.visits, 0)).toBe(visits.length);
      for (const point of body.byPeriod) expect(point.visits).toBe(byBucket[point.key] ?? 0);
      // The largest first, everywhere a list modal reads.
      for (const list of [
        body.byCompany,
        body.byBrowser,
        body.byDevice,
        body.visitorsByCompany,
        body.pages,
      ]) {
        expect(list.map((r) => r.value)).toEqual([...list.map((r) => r.value)].sort((a, b) => b - a));
      }
      const perPerson = tally((v) => v.employeeId);
      const top = Object.entries(perPerson)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
      expect(body.topVisitors.map((v) => v.visits)).toEqual(top.map(([, count]) => count));
      for (const visitor of body.topVisitors) expect(perPerson[visitor.employeeId]).toBe(visitor.visits);
    },
  );

  it('compares the period with the one before it, of the same length', async () => {
    const body = (await (await t.as('alex')).get(`${METRICS}?time=THIS_WEEK`)).json() as PortalMetrics;
    // This week runs Monday to Alex's today: the days still to come are not drawn as zeros. The
    // last visit (the tests above record some now) counts on its UTC day, which in Toronto's
    // evening is tomorrow (drawn if it is still this week).
    const today = todayIn(t.config.portalTimeZone, new Date());
    const [latest] = await t.db.select({ at: max(portalVisits.visitedAt) }).from(portalVisits);
    const lastVisitDay = utcDay(latest!.at!);
    const drawnTo = lastVisitDay > today ? lastVisitDay : today;
    expect(body.byPeriod.at(-1)?.key).toBe(drawnTo < body.to! ? drawnTo : body.to);
    expect(body.byPeriod.length).toBeLessThanOrEqual(7);
    expect(body.byPeriod.every((p) => p.previous !== null)).toBe(true);
    const lastWeek = (await (await t.as('alex')).get(`${METRICS}?time=LAST_WEEK`)).json() as PortalMetrics;
    expect(lastWeek.byPeriod).toHaveLength(7);
    expect(body.byPeriod.map((p) => p.previous)).toEqual(
      lastWeek.byPeriod.slice(0, body.byPeriod.length).map((p) => p.visits),
    );
    const thisYear = (await (await t.as('alex')).get(`${METRICS}?time=THIS_YEAR`)).json() as PortalMetrics;
    expect(thisYear.byPeriod.at(-1)?.key).toBe(today.slice(0, 7));
    const all = (await (await t.as('alex')).get(`${METRICS}?time=ALL`)).json() as PortalMetrics;
    expect(all.byPeriod.every((p) => p.previous === null)).toBe(true);
  });

  it('ranks feature areas by page views, and counts IT requests by company', async () => {
    const body = (await (await t.as('blair')).get(`${METRICS}?time=ALL`)).json() as PortalMetrics;
    expect(body.pages[0]?.name).toBe('Dashboard');
    expect(body.pages.map((p) => p.name)).toContain('IT Requests');
    expect(Array.isArray(body.itRequestsByCompany)).toBe(true);
  });

  it('counts the period’s IT requests by the company of the person each is for', async () => {
    const north = await createCompany(t.db, { name: 'Requests North' });
    const asker = await createEmployee(t.db, { companyId: north.id });
    for (let n = 0; n < 3; n += 1) await createRequest(t.db, { requestedForId: asker.id });
    await createRequest(t.db, { requestedForId: PERSONAS.emery.id });
    // Counted independently: every request of the year with its person's company (nobody here
    // has moved company since their requests were made).
    const rows = await t.db
      .select({ company: companies.name, createdAt: serviceRequests.createdAt })
      .from(serviceRequests)
      .innerJoin(employees, eq(employees.id, serviceRequests.requestedForId))
      .leftJoin(companies, eq(companies.id, employees.companyId));
    const year = String(new Date().getUTCFullYear());
    const expected: Record<string, number> = {};
    for (const row of rows) {
      if (String(row.createdAt.getUTCFullYear()) !== year) continue;
      const name = row.company ?? 'No company';
      expected[name] = (expected[name] ?? 0) + 1;
    }
    const body = (await (await t.as('blair')).get(`${METRICS}?time=THIS_YEAR`)).json() as PortalMetrics;
    expect(Object.fromEntries(body.itRequestsByCompany.map((row) => [row.name, row.value]))).toEqual(
      expected,
    );
    expect(expected['Requests North']).toBe(3);
    const values = body.itRequestsByCompany.map((row) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('GET /api/portal-metrics/visitors', () => {
  it('sorts the Visitors List by name, company and visits, and refuses Emery', async () => {
    const blair = await t.as('blair');
    expect((await (await t.as('emery')).get(`${METRICS}/visitors`)).statusCode).toBe(403);
    for (const sort of ['name', 'company', 'visits'] as const) {
      const page = (
        await blair.get(`${METRICS}/visitors?time=ALL&sort=${sort}&order=asc&pageSize=all`)
      ).json() as VisitorsPage;
      const values = page.items.map((row) => (sort === 'visits' ? row.visits : row[sort]));
      // Names as people read them, accents and case set aside (decision 066).
      const inOrder = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-CA');
      expect(values).toEqual([...values].sort(inOrder));
      expect(page.total).toBe(page.items.length);
    }
    expect((await blair.get(`${METRICS}/visitors?sort=department`)).statusCode).toBe(400);
  });

  it('lists people with as many visits by name A→Z in either direction (the top-3 cut among equals)', async () => {
    const blair = await t.as('blair');
    const namesByVisits = async (order: 'asc' | 'desc') => {
      const page = (
        await blair.get(`${METRICS}/visitors?time=ALL&sort=visits&order=${order}&pageSize=all`)
      ).json() as VisitorsPage;
      const groups = new Map<number, string[]>();
      for (const row of page.items) groups.set(row.visits, [...(groups.get(row.visits) ?? []), row.name]);
      return groups;
    };
    const [ascending, descending] = await Promise.all([namesByVisits('asc'), namesByVisits('desc')]);
    const tied = [...ascending].filter(([, names]) => names.length > 1);
    expect(tied.length).toBeGreaterThan(0);
    for (const [visits, names] of tied) expect(descending.get(visits)).toEqual(names);
  });

  it('exports logs_by_visitors.csv with Name, Company and Total Visits', async () => {
    const response = await (await t.as('alex')).get(`${METRICS}/visitors/export.csv?time=ALL`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('logs_by_visitors.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,Company,Total Visits');
    const page = (
      await (await t.as('alex')).get(`${METRICS}/visitors?time=ALL&pageSize=all`)
    ).json() as VisitorsPage;
    expect(lines).toHaveLength(page.total + 1);
  });
});
