import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, employees } from '../../db/schema';
import { createEmployee, createSite } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000517e';
const REFUSED = 'Only HR and Admins can change a person’s site.';
const siteUrl = (employeeId: string) => `/api/people/${employeeId}/site`;
const siteOf = async (employeeId: string) =>
  (await t.db.select({ siteId: employees.siteId }).from(employees).where(eq(employees.id, employeeId)))[0]!
    .siteId;
const auditOf = (employeeId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'employee-site'), eq(auditLog.entityId, employeeId)))
    .orderBy(auditLog.at);
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('PUT /api/people/:employeeId/site', () => {
  it('lets HR move a person to a site, which their profile then shows; logged with both names', async () => {
    const toronto = await createSite(t.db, {
      name: 'Person Toronto',
      country: 'CA',
      timeZone: 'America/Toronto',
    });
    const doha = await createSite(t.db, { name: 'Person Doha' });
    const person = await createEmployee(t.db, { firstName: 'Rania', lastName: 'Moved', siteId: toronto.id });
    const casey = await t.as('casey');

    const response = await casey.put(siteUrl(person.id), { siteId: doha.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      employeeId: person.id,
      site: { id: doha.id, name: 'Person Doha', timeZone: 'Asia/Qatar' },
    });
    const profile = (await (await t.as('emery')).get(`/api/employees/${person.id}/profile`)).json();
    expect(profile.site).toEqual({ id: doha.id, name: 'Person Doha', timeZone: 'Asia/Qatar' });

    // The same site again changes nothing and logs nothing; no site is the portal's own.
    expect((await casey.put(siteUrl(person.id), { siteId: doha.id })).statusCode).toBe(200);
    const none = await (await t.as('alex')).put(siteUrl(person.id), { siteId: null });
    expect(none.json()).toEqual({ employeeId: person.id, site: null });
    expect((await casey.get(`/api/employees/${person.id}/profile`)).json().site).toBeNull();

    expect(
      (await auditOf(person.id)).map((entry) => [
        entry.actorId,
        entry.entityLabel,
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      [
        PERSONAS.casey.id,
        `Rania Moved (${person.employeeNumber})`,
        { site: 'Person Toronto' },
        { site: 'Person Doha' },
      ],
      [PERSONAS.alex.id, `Rania Moved (${person.employeeNumber})`, { site: 'Person Doha' }, { site: null }],
    ]);
  });

  it('the person’s very next request has the new site’s day, though their session was held in memory', async () => {
    // 21:00 on Wednesday 25 November 2026 where the portal's day turns (Toronto): Thursday in Doha.
    const evening = new Date('2026-11-26T02:00:00Z');
    const doha = await createSite(t.db, { name: 'Next Request Doha' });
    const person = await createEmployee(t.db);
    const [client, casey] = [await t.asEmployee(person.id), await t.as('casey')];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    expect((await client.get('/api/time-away/out')).json()).toMatchObject({ from: '2026-11-25' });
    expect((await casey.put(siteUrl(person.id), { siteId: doha.id })).statusCode).toBe(200);
    expect((await client.get('/api/time-away/out')).json()).toMatchObject({
      from: '2026-11-26',
      to: '2026-11-28',
    });
  });

  it.each([
    ['no site given', {}, 'Required'],
    ['a site’s name instead of its id', { siteId: 'Doha' }, 'Choose a site from the list'],
  ])('refuses %s with a 400 naming the field', async (_case, body, message) => {
    const person = await createEmployee(t.db);
    const response = await (await t.as('casey')).put(siteUrl(person.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.siteId).toEqual([message]);
  });

  it('is 404 for a site or a person that does not exist, or a person who has left; nothing changes', async () => {
    const site = await createSite(t.db);
    const person = await createEmployee(t.db);
    const leaver = await createEmployee(t.db, { terminationDate: '2020-01-31' });
    const before = await auditCount();
    const casey = await t.as('casey');
    const unknownSite = await casey.put(siteUrl(person.id), { siteId: UNKNOWN_ID });
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.json().detail).toBe('The site was not found.');
    for (const employeeId of [UNKNOWN_ID, leaver.id]) {
      const response = await casey.put(siteUrl(employeeId), { siteId: site.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('The employee was not found.');
    }
    expect([await siteOf(person.id), await siteOf(leaver.id), await auditCount()]).toEqual([
      null,
      null,
      before,
    ]);
  });

  it('is refused to anyone but HR and Admins, before the body is read', async () => {
    const person = await createEmployee(t.db);
    for (const caller of ['blair', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).put(siteUrl(person.id), { siteId: 'somewhere' });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(REFUSED);
    }
    // Nobody moves themselves either.
    const own = await (await t.as('emery')).put(siteUrl(PERSONAS.emery.id), { siteId: null });
    expect(own.statusCode).toBe(403);
  });
});

describe('GET /api/sites', () => {
  it('gives HR and Admins every site’s name and id, by name', async () => {
    const zulu = await createSite(t.db, { name: 'Zulu Choice' });
    const alpha = await createSite(t.db, { name: 'Alpha Choice' });
    for (const caller of ['casey', 'alex'] as const) {
      const { items } = (await (await t.as(caller)).get('/api/sites')).json();
      const names = items.map((site: { name: string }) => site.name);
      expect(items).toContainEqual({ id: zulu.id, name: 'Zulu Choice' });
      expect(names.indexOf('Alpha Choice')).toBeLessThan(names.indexOf('Zulu Choice'));
      expect(items.find((site: { id: string }) => site.id === alpha.id)).toEqual({
        id: alpha.id,
        name: 'Alpha Choice',
      });
    }
  });

  it('is refused to everyone else', async () => {
    const response = await (await t.as('drew')).get('/api/sites');
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Only HR and Admins can see the list of sites.');
  });
});
