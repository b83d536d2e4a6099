import { isApproverOf } from '@portico/domain/requests/approvals';
import { waitsForDecisionBy } from '@portico/domain/requests/approval-turn';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { isOpen } from '@portico/domain/requests/request-status';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema';
import { validBodies } from '../../../test/request-bodies';
import { createCategory, createRequest } from '../../../test/request-factories';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** The requests the lists are checked against, made through the workflow. */
const made: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const colleague = await createEmployee(t.db, { managerEmployeeNumber: PERSONAS.drew.employeeNumber });
  const make = async (key: string, overrides: Parameters<typeof createRequest>[1] = {}) => {
    made[key] = (await createRequest(t.db, overrides)).id;
  };
  const peripherals = await createCategory(t.db, {
    name: 'Test peripherals',
    requestType: 'Purchase Request',
  });
  const integration = await createCategory(t.db, { name: 'Test integration', requestType: 'Project Brief' });
  await make('scanner', { type: 'Purchase Request', categoryId: peripherals.id });
  await make('vpn', { status: 'Assigned', description: 'VPN drops every few minutes at the depot' });
  await make('mailbox', { status: 'Pending User Reply' });
  await make('printer', { status: 'On Hold' });
  await make('password', { status: 'Complete' });
  await make('quote', { type: 'Quote Request', status: 'Complete' });
  await make('route', { type: 'Project Brief' });
  await make('phone', { type: 'Purchase Request', status: 'Cancelled', rejectedAt: 'purchase' });
  for (const status of ['Pending IT Assignment', 'Assigned', 'Complete'] as const)
    await make(status, { status });
  await make('safety', { type: 'Project Brief', status: 'Assigned' });
  await make('for-emery', { createdById: PERSONAS.drew.id, requestedForId: PERSONAS.emery.id });
  await make('casey', { createdById: PERSONAS.casey.id });
  await make('dock', { type: 'Project Brief', createdById: colleague.id, categoryId: integration.id });
  await make('telematics', { type: 'Project Brief', status: 'Assigned', createdById: colleague.id });
  await make('unranked', { type: 'Project Brief', status: 'Assigned', createdById: colleague.id });
  await t.db.update(serviceRequests).set({ priorityRank: 1 }).where(eq(serviceRequests.id, made.telematics!));
  await t.db.update(serviceRequests).set({ priorityRank: 2 }).where(eq(serviceRequests.id, made.safety!));
  for (let extra = 0; extra < 3; extra++)
    await make(`drew waits ${extra}`, { type: 'Purchase Request', createdById: colleague.id });
});
afterAll(() => t.close());

type Caller = 'alex' | 'blair' | 'casey' | 'drew' | 'emery';
async function list(caller: Caller, query = '') {
  const response = await (await t.as(caller)).get(`/api/requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: RequestRow[]; total: number; page: number; pageSize: number };
}
async function allRows() {
  return (await t.db.select().from(serviceRequests)).map((row) => ({
    ...row,
    type: row.type as RequestType,
  }));
}
const names = (items: RequestRow[]) => items.map((item) => item.name);
const sortedDesc = (values: string[]) => [...values].sort().reverse();

describe('GET /api/requests: My Requests', () => {
  it('lists what the viewer made or is the subject of, newest name first, 10 a page', async () => {
    const rows = await allRows();
    const mine = rows.filter(
      (row) => row.createdById === PERSONAS.emery.id || row.requestedForId === PERSONAS.emery.id,
    );
    const page = await list('emery');
    expect(page.total).toBe(mine.length);
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(names(page.items)).toEqual(sortedDesc(mine.map((row) => row.name)).slice(0, 10));
    const all = await list('emery', '?pageSize=all');
    expect(all.pageSize).toBe(1000);
    expect(all.items.map((item) => item.id)).toContain(made['for-emery']);
    expect(all.items.map((item) => item.id)).not.toContain(made.casey);
  });

  it('pages through the list without overlap', async () => {
    const first = await list('emery', '?pageSize=5&page=1');
    const second = await list('emery', '?pageSize=5&page=2');
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(names(first.items).filter((name) => names(second.items).includes(name))).toEqual([]);
    // A stale link past the end gets the last page, and is told which page that is.
    const lastPage = Math.ceil(first.total / 5);
    const beyond = await list('emery', '?pageSize=5&page=99');
    expect(beyond).toMatchObject({ page: lastPage, total: first.total });
    expect(names(beyond.items)).toEqual(names((await list('emery', `?pageSize=5&page=${lastPage}`)).items));
    expect(beyond.items.length).toBeGreaterThan(0);
  });

  it('marks each row as the lists show it: Locked, approval pending, approval status', async () => {
    const { items } = await list('emery', '?pageSize=all');
    const scanner = items.find((item) => item.id === made.scanner)!;
    expect(scanner).toMatchObject({
      displayName: scanner.name.slice(3),
      type: 'Purchase Request',
      category: 'Test peripherals',
      createdBy: 'Emery Lindqvist',
      requestedFor: 'Emery Lindqvist',
      status: 'Pending Purchase Approval',
      approvalStatus: 'Pending Approval',
      // It waits for Drew's decision, not Emery's (decision 014).
      approvalPending: false,
      locked: true,
    });
    const vpn = items.find((item) => item.id === made.vpn)!;
    expect(vpn).toMatchObject({
      assignedTo: 'Alex Morgan',
      locked: false,
      approvalPending: false,
      approvalStatus: null,
    });
  });

  it.each<[string, string, (row: RequestRow) => boolean]>([
    ['type=purchase', '?type=purchase', (row) => row.type === 'Purchase Request'],
    ['type=project-brief', '?type=project-brief', (row) => row.type === 'Project Brief'],
    ['type=pending (open)', '?type=pending', (row) => isOpen(row.status)],
    ['status=Complete', '?status=Complete', (row) => row.status === 'Complete'],
  ])('filters by %s', async (_name, query, holds) => {
    const filtered = await list('emery', `${query}&pageSize=all`);
    const everything = (await list('emery', '?pageSize=all')).items;
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every(holds)).toBe(true);
    expect(filtered.total).toBe(everything.filter(holds).length);
  });

  it.each<[string, string, string[]]>([
    ['the description, in any case', 'vpn', ['vpn']],
    ['the status', 'on hold', ['printer']],
    ['the assignee’s name', 'alex morgan', ['vpn', 'mailbox']],
  ])('searches %s', async (_name, search, keys) => {
    const { items } = await list('emery', `?pageSize=all&search=${encodeURIComponent(search)}`);
    for (const key of keys) expect(items.map((item) => item.id)).toContain(made[key]);
    expect(items.length).toBeLessThan((await list('emery', '?pageSize=all')).total);
  });

  it('searches by request number and treats % and _ literally', async () => {
    const { items } = await list('emery', '?pageSize=1');
    const number = items[0]!.displayName;
    expect(names((await list('emery', `?search=${number}`)).items)).toContain(items[0]!.name);
    expect((await list('emery', '?search=%25')).total).toBe(0);
    expect((await list('emery', '?search=_')).total).toBe(0);
  });

  it.each<[string, (a: RequestRow, b: RequestRow) => boolean]>([
    ['createdAt&order=asc', (a, b) => a.createdAt <= b.createdAt],
    ['status&order=asc', (a, b) => a.status <= b.status],
    ['priority&order=desc', (a, b) => a.priority >= b.priority],
    ['name&order=asc', (a, b) => a.name < b.name],
  ])('sorts by %s', async (sort, inOrder) => {
    const { items } = await list('emery', `?pageSize=all&sort=${sort}`);
    expect(items.every((item, index) => index === 0 || inOrder(items[index - 1]!, item))).toBe(true);
  });

  it('refuses a query it does not understand with 400', async () => {
    const client = await t.as('emery');
    for (const query of [
      '?view=everything',
      '?pageSize=0',
      '?pageSize=1001',
      '?page=0',
      '?page=100001',
      '?sort=secret',
      '?order=sideways',
      '?type=urgent',
    ]) {
      const response = await client.get(`/api/requests${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    }
  });
});

describe('GET /api/requests: the other views', () => {
  it('approvals: where the viewer is any of the four approvers', async () => {
    const rows = await allRows();
    const expected = rows.filter((row) => isApproverOf(row, PERSONAS.drew.id));
    const { items, total } = await list('drew', '?view=approvals&pageSize=all');
    expect(total).toBe(expected.length);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(expected.map((row) => row.id)));
    expect(items.find((item) => item.id === made.dock)).toMatchObject({
      category: 'Test integration',
      approvalStatus: 'Pending Approval',
      approvalPending: true,
    });
  });

  it('projects: every project brief, for ELT only', async () => {
    const rows = await allRows();
    const { items, total } = await list('blair', '?view=projects&pageSize=all');
    expect(total).toBe(rows.filter((row) => row.type === 'Project Brief').length);
    expect(items.every((item) => item.type === 'Project Brief')).toBe(true);
    for (const caller of ['alex', 'casey', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).get('/api/requests?view=projects');
      expect(response.statusCode, caller).toBe(403);
    }
  });

  it('ranking: approved projects for everyone, by rank with unranked last', async () => {
    const { items } = await list('emery', '?view=ranking&pageSize=all');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.type === 'Project Brief' && item.status === 'Assigned')).toBe(true);
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([made.telematics, made.safety]);
    const ranks = items.map((item) => item.rank);
    const firstUnranked = ranks.indexOf(null);
    expect(firstUnranked).toBeGreaterThan(0);
    expect(ranks.slice(firstUnranked).every((rank) => rank === null)).toBe(true);
    const ranked = ranks.slice(0, firstUnranked) as number[];
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    const descending = await list('emery', '?view=ranking&pageSize=all&sort=rank&order=desc');
    expect(descending.items.at(-1)!.rank).toBeNull();
    expect(descending.items[0]!.rank).toBe(Math.max(...ranked));
  });

  it('says per row whether the viewer may open it, by the rule that guards the detail page', async () => {
    const telematics = made.telematics!;
    for (const caller of ['alex', 'blair', 'casey', 'drew', 'emery'] as const) {
      const { items } = await list(caller, '?view=ranking&pageSize=all');
      const client = await t.as(caller);
      for (const item of items.filter((row) => row.id === telematics || row.id === made.safety)) {
        const detail = await client.get(`/api/requests/${item.id}`);
        expect(detail.statusCode === 200, `${caller} ${item.displayName}`).toBe(item.canOpen);
      }
    }
    // Emery made 'safety' but not the colleague's 'telematics'; ELT (Blair) and Admin see both.
    const emerys = (await list('emery', '?view=ranking&pageSize=all')).items;
    expect(emerys.find((row) => row.id === made.safety)!.canOpen).toBe(true);
    expect(emerys.find((row) => row.id === telematics)!.canOpen).toBe(false);
    expect((await list('casey', '?view=ranking&pageSize=all')).items.every((row) => row.canOpen)).toBe(false);
    expect((await list('alex', '?view=ranking&pageSize=all')).items.every((row) => row.canOpen)).toBe(true);
    // The viewer's own lists are theirs to open, row by row.
    expect((await list('emery', '?pageSize=all')).items.every((row) => row.canOpen)).toBe(true);
    expect((await list('drew', '?view=approvals&pageSize=all')).items.every((row) => row.canOpen)).toBe(true);
  });

  it('desk: every request, for Admins only', async () => {
    const { total } = await list('alex', '?view=desk');
    expect(total).toBe((await allRows()).length);
    for (const caller of ['blair', 'casey', 'drew', 'emery'] as const) {
      expect((await (await t.as(caller)).get('/api/requests?view=desk')).statusCode, caller).toBe(403);
    }
  });
});

describe('GET /api/requests/summary', () => {
  it.each(['emery', 'drew', 'alex'] as const)(
    'counts %s’s open requests and approvals waiting',
    async (caller) => {
      const rows = await allRows();
      const id = PERSONAS[caller].id;
      const response = await (await t.as(caller)).get('/api/requests/summary');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        openCount: rows.filter(
          (row) => (row.createdById === id || row.requestedForId === id) && isOpen(row.status),
        ).length,
        approvalPendingCount: rows.filter((row) => waitsForDecisionBy(row, id)).length,
      });
    },
  );

  it('shows Drew approvals waiting and Emery open requests', async () => {
    const drew = (await (await t.as('drew')).get('/api/requests/summary')).json();
    const emery = (await (await t.as('emery')).get('/api/requests/summary')).json();
    expect(drew.approvalPendingCount).toBeGreaterThanOrEqual(5);
    expect(emery.openCount).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/requests/export.csv', () => {
  const parseCsv = (body: string) => parse(body, { bom: true }) as string[][];

  it('exports every row of the list, not just a page, as an attachment', async () => {
    const response = await (await t.as('emery')).get('/api/requests/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="it-requests.csv"');
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(['ID', 'Date', 'Type', 'Brief Description', 'Priority', 'Assigned To', 'Status']);
    const { items, total } = await list('emery', '?pageSize=all');
    expect(lines).toHaveLength(total);
    expect(lines[0]).toEqual([
      items[0]!.displayName,
      items[0]!.createdAt.slice(0, 10),
      items[0]!.type,
      items[0]!.description,
      items[0]!.priority,
      items[0]!.assignedTo ?? '',
      items[0]!.status,
    ]);
  });

  it('is written in the reader’s language: French headers, statuses, types and priorities', async () => {
    const emery = await t.as('emery');
    const response = await emery.request({
      method: 'GET',
      url: '/api/requests/export.csv?pageSize=all',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual([
      'Numéro',
      'Date',
      'Type',
      'Brève description',
      'Priorité',
      'Assignée à',
      'Statut',
    ]);
    const { items } = await list('emery', '?pageSize=all');
    const english = new Map(items.map((item) => [item.displayName, item]));
    const frenchStatuses = new Set([
      'En attente d’assignation TI',
      'Assignée',
      'Terminée',
      'Annulée',
      'En suspens',
    ]);
    for (const [id, , type, , priority, , status] of lines) {
      const item = english.get(id!)!;
      // Each stored English value has its French, and what people wrote stays as written.
      expect(type).not.toBe(item.type);
      if (item.priority) expect(priority).not.toBe(item.priority);
      expect(status).not.toBe(item.status);
    }
    expect(lines.some(([, , , , , , status]) => frenchStatuses.has(status!))).toBe(true);
  });

  it('escapes cells that a spreadsheet would run as a formula', async () => {
    const emery = await t.as('emery');
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const created = await emery.post('/api/requests', {
      ...validBodies['Support Request'](),
      description: formula,
    });
    expect(created.statusCode).toBe(201);
    const response = await emery.get('/api/requests/export.csv?search=HYPERLINK');
    const [, line] = parseCsv(response.body);
    expect(line![3]).toBe(`'${formula}`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  it('adds Category and Approval Status for approvals, Rank for the ranking list', async () => {
    const approvals = await (await t.as('drew')).get('/api/requests/export.csv?view=approvals');
    expect(approvals.headers['content-disposition']).toContain('approval-requests.csv');
    expect(parseCsv(approvals.body)[0]).toEqual([
      'ID',
      'Date',
      'Type',
      'Category',
      'Brief Description',
      'Priority',
      'Assigned To',
      'Status',
      'Approval Status',
    ]);
    const ranking = parseCsv((await (await t.as('emery')).get('/api/requests/export.csv?view=ranking')).body);
    expect(ranking[0]!.at(-1)).toBe('Rank');
    expect(ranking[1]!.at(-1)).toBe('1');
  });

  it('follows the lists’ permissions', async () => {
    expect((await (await t.as('emery')).get('/api/requests/export.csv?view=desk')).statusCode).toBe(403);
    expect((await (await t.as('emery')).get('/api/requests/export.csv?view=projects')).statusCode).toBe(403);
    expect((await (await t.as('blair')).get('/api/requests/export.csv?view=projects')).statusCode).toBe(200);
    expect((await t.anonymous().get('/api/requests/export.csv')).statusCode).toBe(401);
  });
});
