import type { RequestRow } from '@portico/domain/requests/request-dto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { requestCategoryCounts, requestCounts, serviceRequests } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { selectRequestRows, type RequestListFilter } from './request-list-queries';
import { countSearchMatches } from './request-search-sql';

// The kept counts (migration 0004) and the two shapes of the search (decision 025): totals
// stay exact through every kind of write, and both shapes give the same rows in the same order.
let t: TestApp;
let assigneeId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const assignee = await createEmployee(t.db, { firstName: 'Quillon', lastName: 'Vantreight' });
  assigneeId = assignee.id;
  await createRequest(t.db, { description: 'Docking station flickers' });
  await createRequest(t.db, { status: 'Assigned', description: 'Keyboard missing keys' });
  await createRequest(t.db, { type: 'Quote Request', description: 'Quote for docking stations' });
  await createRequest(t.db, { type: 'Project Brief', status: 'Assigned', description: 'Warehouse dock app' });
  await createRequest(t.db, { type: 'Project Brief', description: 'Fleet telematics' });
  await createRequest(t.db, { status: 'On Hold', description: 'Printer jams' });
  const assigned = await createRequest(t.db, { status: 'Assigned', description: 'Monitor arm' });
  await t.db
    .update(serviceRequests)
    .set({ assignedToId: assigneeId })
    .where(eq(serviceRequests.id, assigned.id));
});
afterAll(() => t.close());

async function keptCounts() {
  const rows = await t.db.select().from(requestCounts);
  return Object.fromEntries(
    rows.filter((row) => row.count !== 0).map((row) => [`${row.type}/${row.status}`, row.count]),
  );
}
async function countedCounts() {
  const result = await t.db.execute(
    sql`select type, status, count(*)::int as count from service_requests group by type, status`,
  );
  const rows = rowsOf<{ type: string; status: string; count: number }>(result);
  return Object.fromEntries(rows.map((row) => [`${row.type}/${row.status}`, row.count]));
}
async function list(query: string) {
  // The Projects list is ELT's (Blair); the others are open to Alex, an Admin.
  const caller = query.startsWith('view=projects') ? 'blair' : 'alex';
  const response = await (await t.as(caller)).get(`/api/requests?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: RequestRow[]; total: number };
}

describe('kept request counts', () => {
  it('match a count of the requests after inserts, updates and deletes', async () => {
    expect(await keptCounts()).toEqual(await countedCounts());
    const moved = await createRequest(t.db, { description: 'Moves about' });
    await t.db.update(serviceRequests).set({ status: 'Complete' }).where(eq(serviceRequests.id, moved.id));
    expect(await keptCounts()).toEqual(await countedCounts());
    // An update that changes neither type nor status, and one over many rows at once.
    await t.db.update(serviceRequests).set({ priorityRank: 7 }).where(eq(serviceRequests.id, moved.id));
    await t.db.update(serviceRequests).set({ priority: 'Low' });
    expect(await keptCounts()).toEqual(await countedCounts());
    await t.db.delete(serviceRequests).where(eq(serviceRequests.id, moved.id));
    expect(await keptCounts()).toEqual(await countedCounts());
  });

  it('keep each category’s requests exact after inserts, moves between categories and deletes', async () => {
    const keptByCategory = async () =>
      Object.fromEntries(
        (await t.db.select().from(requestCategoryCounts))
          .filter((row) => row.requests !== 0)
          .map((row) => [row.categoryId, row.requests]),
      );
    const countedByCategory = async () =>
      Object.fromEntries(
        rowsOf<{ category_id: string; requests: number }>(
          await t.db.execute(
            sql`select category_id, count(*)::int as requests from service_requests group by category_id`,
          ),
        ).map((row) => [row.category_id, row.requests]),
      );
    expect(await keptByCategory()).toEqual(await countedByCategory());
    const first = await createRequest(t.db, { description: 'Counted twice?' });
    const second = await createRequest(t.db, { description: 'Moves category' });
    await t.db
      .update(serviceRequests)
      .set({ categoryId: first.categoryId })
      .where(eq(serviceRequests.id, second.id));
    expect(await keptByCategory()).toEqual(await countedByCategory());
    await t.db.delete(serviceRequests).where(eq(serviceRequests.id, first.id));
    expect(await keptByCategory()).toEqual(await countedByCategory());
  });

  it.each([
    'view=desk',
    'view=desk&type=pending',
    'view=desk&status=Assigned',
    'view=desk&type=project-brief&status=Assigned',
    'view=projects',
    'view=projects&status=Assigned',
    'view=ranking',
  ])('give the true total of %s on every page', async (query) => {
    const everything = await list(`${query}&pageSize=all`);
    expect(everything.total).toBe(everything.items.length);
    expect((await list(`${query}&pageSize=1&page=2`)).total).toBe(everything.total);
  });
});

describe("a person's list", () => {
  // Read by id (decision 072) it must be the list the walk of its order gives, page for page.
  it.each([
    ['My Requests', { view: 'mine', viewerId: PERSONAS.emery.id, standingInFor: [] }],
    ['Approval Requests', { view: 'approvals', viewerId: PERSONAS.drew.id, standingInFor: [] }],
    [
      'Approval Requests, standing in',
      { view: 'approvals', viewerId: PERSONAS.blair.id, standingInFor: [PERSONAS.drew.id] },
    ],
  ] satisfies [string, RequestListFilter][])(
    '%s reads alike by id and by walking, for every sort',
    async (_list, filter) => {
      for (const sort of ['name', 'createdAt', 'assignedTo', 'status', 'category'] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const order = { sort, order: direction };
          const byId = await selectRequestRows(t.db, filter, order, { limit: 3, offset: 1 }, 'by-id');
          const walked = await selectRequestRows(t.db, filter, order, { limit: 3, offset: 1 }, 'walk');
          expect(byId.length).toBeGreaterThan(0);
          expect(byId.map((row) => row.id)).toEqual(walked.map((row) => row.id));
        }
      }
    },
  );
});

describe('the list search', () => {
  const filter = (search: string): RequestListFilter => ({
    view: 'desk',
    viewerId: PERSONAS.alex.id,
    standingInFor: [],
    search,
  });

  it.each([
    ['the number', 'SR-0'],
    ['the description', 'docking'],
    ['the type', 'quote req'],
    ['the status', 'on hold'],
    ['the priority (every request is Low since the first test)', 'low'],
    ['the assignee’s name (joined)', 'vantreight'],
  ])('matches %s, read by id or by walking the order alike', async (_column, search) => {
    const order = { sort: 'name', order: 'desc' } as const;
    const byId = await selectRequestRows(t.db, filter(search), order, { limit: 100 }, 'by-id');
    const walked = await selectRequestRows(t.db, filter(search), order, { limit: 100 }, 'walk');
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.map((row) => row.id)).toEqual(walked.map((row) => row.id));
    expect(await countSearchMatches(t.db, undefined, search)).toBe(byId.length);
  });

  it('keeps the order and the other filters in both shapes, for every sort', async () => {
    const narrowed: RequestListFilter = { ...filter('o'), type: 'pending' };
    for (const sort of ['name', 'createdAt', 'assignedTo', 'status', 'category', 'rank'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const order = { sort, order: direction };
        const byId = await selectRequestRows(t.db, narrowed, order, { limit: 3, offset: 1 }, 'by-id');
        const walked = await selectRequestRows(t.db, narrowed, order, { limit: 3, offset: 1 }, 'walk');
        expect(byId.map((row) => row.id)).toEqual(walked.map((row) => row.id));
      }
    }
  });

  it('finds the assignee by name through the endpoint, with its total', async () => {
    const found = await list('view=desk&search=Quillon');
    expect(found.total).toBe(1);
    expect(found.items.map((row) => row.assignedTo)).toEqual(['Quillon Vantreight']);
  });
});

describe('a common search (decision 071)', () => {
  // 121 requests say "toner": more than the 100 a search counts among the newest rows.
  beforeAll(async () => {
    const { id: _id, name: _name, ...like } = await createRequest(t.db, { description: 'Toner smudges' });
    await t.db.insert(serviceRequests).values(Array.from({ length: 120 }, () => like));
  });
  const page = async (query: string) => {
    const found = (await list(`view=desk&search=toner&${query}`)) as Awaited<ReturnType<typeof list>> & {
      moreThanTotal?: true;
      page: number;
    };
    return {
      total: found.total,
      moreThanTotal: found.moreThanTotal,
      page: found.page,
      rows: found.items.length,
    };
  };

  it.each([
    ['the first page', 'page=1', { total: 100, moreThanTotal: true, page: 1, rows: 10 }],
    ['the last page counted', 'page=10', { total: 100, moreThanTotal: true, page: 10, rows: 10 }],
    [
      'the page past it, which the count reaches',
      'page=11',
      { total: 110, moreThanTotal: true, page: 11, rows: 10 },
    ],
    ['a larger page', 'page=2&pageSize=50', { total: 100, moreThanTotal: true, page: 2, rows: 50 }],
    ['a page whose reach holds every match: counted', 'page=13', { total: 121, page: 13, rows: 1 }],
  ])('says "more than" without counting on %s', async (_page, query, expected) => {
    expect(await page(query)).toEqual({ moreThanTotal: undefined, ...expected });
  });

  it('counts a rare term, and a person’s own list, exactly', async () => {
    expect((await list('view=desk&search=Monitor arm')).total).toBe(1);
    const mine = (await (await t.as('emery')).get('/api/requests?view=mine&search=toner')).json();
    expect(mine).toMatchObject({ total: 121 });
    expect(mine.moreThanTotal).toBeUndefined();
  });

  it('reads a person’s searched list alike by id and by walking', async () => {
    const filter: RequestListFilter = {
      view: 'mine',
      viewerId: PERSONAS.emery.id,
      standingInFor: [],
      search: 'toner',
    };
    const order = { sort: 'createdAt', order: 'desc' } as const;
    const byId = await selectRequestRows(t.db, filter, order, { limit: 5, offset: 3 }, 'by-id');
    const walked = await selectRequestRows(t.db, filter, order, { limit: 5, offset: 3 }, 'walk');
    expect(byId).toHaveLength(5);
    expect(byId.map((row) => row.id)).toEqual(walked.map((row) => row.id));
  });
});
