import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit-log';
import type { Viewer } from '../../lib/viewer';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
const actor = (key: 'alex' | 'casey'): Viewer => ({
  employeeId: PERSONAS[key].id,
  employeeNumber: PERSONAS[key].employeeNumber,
  email: PERSONAS[key].email,
  displayName: PERSONAS[key].displayName,
  roles: [...PERSONAS[key].roles],
  sessionTokenHash: 'test',
  siteId: null,
  calendar: { timeZone: 'America/Toronto', workingWeek: [1, 2, 3, 4, 5] },
});

beforeAll(async () => {
  t = await buildTestApp();
  // Twelve entries, the last one newest: every third one by Casey, the rest by Alex.
  for (let n = 1; n <= 12; n += 1) {
    await recordAudit(t.db, actor(n % 3 === 0 ? 'casey' : 'alex'), {
      action: n % 2 ? 'create' : 'update',
      entityType: n % 4 === 0 ? 'access-roles' : 'corporate-link',
      entityId: `entity-${n}`,
      entityLabel: `Entry ${n}`,
      before: n % 2 ? null : { label: `Before ${n}` },
      after: { label: `After ${n}` },
    });
  }
  // Entries written in one millisecond share a timestamp (PGlite's clock is that coarse), and
  // ties fall back to the random id: a second apart each, "newest first" is one order.
  await t.db.execute(
    sql`update audit_log set at = now() - (12 - substring(entity_id from 8)::int) * interval '1 second'`,
  );
});
afterAll(() => t.close());

type Entry = { entityLabel: string; actor: { id: string; name: string }; entityType: string };

describe('GET /api/admin/audit-log', () => {
  it('pages the log newest first, with who, what, when, before and after', async () => {
    const response = await (await t.as('alex')).get('/api/admin/audit-log');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(body.items.map((entry: Entry) => entry.entityLabel).slice(0, 3)).toEqual([
      'Entry 12',
      'Entry 11',
      'Entry 10',
    ]);
    expect(body.items[0]).toMatchObject({
      action: 'update',
      entityType: 'access-roles',
      entityId: 'entity-12',
      actor: { id: PERSONAS.casey.id, name: 'Casey Patel' },
      before: { label: 'Before 12' },
      after: { label: 'After 12' },
    });
    expect(Date.parse(body.items[0].at)).not.toBeNaN();
    const second = (await (await t.as('alex')).get('/api/admin/audit-log?page=2')).json();
    expect(second.items.map((entry: Entry) => entry.entityLabel)).toEqual(['Entry 2', 'Entry 1']);
  });

  it('filters by kind of record and by who made the change', async () => {
    const alex = await t.as('alex');
    const roles = (await alex.get('/api/admin/audit-log?entityType=access-roles')).json();
    expect(roles.items.map((entry: Entry) => entry.entityLabel)).toEqual(['Entry 12', 'Entry 8', 'Entry 4']);
    const byCasey = (await alex.get(`/api/admin/audit-log?actorId=${PERSONAS.casey.id}`)).json();
    expect(byCasey.items.map((entry: Entry) => entry.entityLabel)).toEqual([
      'Entry 12',
      'Entry 9',
      'Entry 6',
      'Entry 3',
    ]);
    const both = (
      await alex.get(`/api/admin/audit-log?actorId=${PERSONAS.casey.id}&entityType=corporate-link`)
    ).json();
    expect(both.items.map((entry: Entry) => entry.entityLabel)).toEqual(['Entry 9', 'Entry 6', 'Entry 3']);
  });

  it('searches by the record’s or the person’s name', async () => {
    const alex = await t.as('alex');
    const byRecord = (await alex.get('/api/admin/audit-log?search=entry 1')).json();
    expect(byRecord.items.map((entry: Entry) => entry.entityLabel)).toEqual([
      'Entry 12',
      'Entry 11',
      'Entry 10',
      'Entry 1',
    ]);
    const byPerson = (await alex.get('/api/admin/audit-log?search=casey')).json();
    expect(byPerson.total).toBe(4);
  });

  it.each([
    ['entityType=salary', 'entityType'],
    ['actorId=alex', 'actorId'],
    ['sort=actor', 'sort'],
    ['page=0', 'page'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('alex')).get(`/api/admin/audit-log?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('is for Admins only', async () => {
    for (const caller of ['blair', 'casey', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).get('/api/admin/audit-log');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Only Admins can read the audit log.');
    }
    expect((await t.anonymous().get('/api/admin/audit-log')).statusCode).toBe(401);
  });
});
