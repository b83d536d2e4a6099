import { SUNDAY_TO_THURSDAY } from '@portico/domain/calendar/site-calendar';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, employees, holidays, sites } from '../../db/schema';
import { createEmployee, createSite } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000517e';
const REFUSED = 'Only Admins can manage sites.';
const NOT_FOUND = 'The site was not found.';
const DOHA = { name: 'Doha Office', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] };

const auditOf = (siteId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'site'), eq(auditLog.entityId, siteId)))
    .orderBy(auditLog.at);
const counts = async () => ({
  sites: (await t.db.select({ n: count() }).from(sites))[0]!.n,
  audits: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
});
let unique = 0;
/** A site name no other test uses. */
const named = (name: string) => `${name} ${++unique}`;

describe('GET /api/admin/sites', () => {
  it('lists each site with its zone, week and how many current employees work there', async () => {
    const site = await createSite(t.db, { name: named('Listed Doha') });
    await createEmployee(t.db, { siteId: site.id });
    await createEmployee(t.db, { siteId: site.id });
    await createEmployee(t.db, { siteId: site.id, terminationDate: '2020-01-31' });
    const empty = await createSite(t.db, {
      name: named('Listed Empty'),
      country: 'CA',
      timeZone: 'America/Toronto',
    });
    const response = await (await t.as('alex')).get('/api/admin/sites?search=listed&pageSize=all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: site.id,
          name: site.name,
          country: 'QA',
          timeZone: 'Asia/Qatar',
          workingWeek: [...SUNDAY_TO_THURSDAY],
          peopleCount: 2,
        },
        {
          id: empty.id,
          name: empty.name,
          country: 'CA',
          timeZone: 'America/Toronto',
          workingWeek: [...SUNDAY_TO_THURSDAY],
          peopleCount: 0,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 1000,
    });
  });

  it('finds sites by country or time zone, and sorts by country, zone or name either way', async () => {
    const houston = await createSite(t.db, {
      name: named('Sorted Houston'),
      country: 'US',
      timeZone: 'America/Chicago',
      workingWeek: [1, 2, 3, 4, 5],
    });
    const calgary = await createSite(t.db, {
      name: named('Sorted Calgary'),
      country: 'CA',
      timeZone: 'America/Edmonton',
      workingWeek: [1, 2, 3, 4, 5],
    });
    const alex = await t.as('alex');
    const ids = async (query: string) =>
      (await alex.get(`/api/admin/sites?search=sorted&${query}`))
        .json()
        .items.map((row: { id: string }) => row.id);
    expect(await ids('sort=country')).toEqual([calgary.id, houston.id]);
    expect(await ids('sort=country&order=desc')).toEqual([houston.id, calgary.id]);
    expect(await ids('sort=timeZone')).toEqual([houston.id, calgary.id]);
    expect(await ids('sort=name&order=desc')).toEqual([houston.id, calgary.id]);
    const byZone = (await alex.get('/api/admin/sites?search=america/edmonton')).json().items;
    expect(byZone.map((row: { id: string }) => row.id)).toContain(calgary.id);
    expect(byZone.map((row: { id: string }) => row.id)).not.toContain(houston.id);
  });

  it.each([['sort=people'], ['pageSize=0'], ['page=0'], [`search=${'x'.repeat(201)}`]])(
    'refuses %s with a 400',
    async (query) => {
      const response = await (await t.as('alex')).get(`/api/admin/sites?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('is refused to everyone but Admins, HR included, before the query is read', async () => {
    for (const caller of ['casey', 'blair', 'emery'] as const) {
      const response = await (await t.as(caller)).get('/api/admin/sites?sort=people');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(REFUSED);
    }
  });
});

describe('POST /api/admin/sites', () => {
  it('adds a site, each working day once, and logs it', async () => {
    const name = named('New Doha');
    const response = await (
      await t.as('alex')
    ).post('/api/admin/sites', { ...DOHA, name: `  ${name} `, workingWeek: [4, 3, 0, 2, 1, 0] });
    expect(response.statusCode).toBe(201);
    const site = response.json();
    expect(site).toEqual({ id: expect.any(String), ...DOHA, name, peopleCount: 0 });
    expect(await auditOf(site.id)).toEqual([
      expect.objectContaining({
        actorId: PERSONAS.alex.id,
        action: 'create',
        entityLabel: name,
        before: null,
        after: { name, country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] },
      }),
    ]);
    expect((await (await t.as('alex')).get(`/api/admin/sites/${site.id}`)).json()).toEqual(site);
  });

  it('refuses a name another site has, in any letter case, with a 409 naming it as stored', async () => {
    const taken = await createSite(t.db, { name: named('Taken Name') });
    const before = await counts();
    const response = await (
      await t.as('alex')
    ).post('/api/admin/sites', { ...DOHA, name: taken.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: `There is already a site named ${taken.name}.`,
      errors: { name: [`There is already a site named ${taken.name}.`] },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no name', { ...DOHA, name: undefined }, 'name', 'Required'],
    ['a name of 101', { ...DOHA, name: 'x'.repeat(101) }, 'name', 'Must be 100 characters or less'],
    [
      'a country in small letters',
      { ...DOHA, country: 'qa' },
      'country',
      'Enter the two capital letters of the country’s code, such as CA or QA',
    ],
    [
      'a zone that does not exist',
      { ...DOHA, timeZone: 'Asia/Atlantis' },
      'timeZone',
      'Choose a time zone from the list, such as America/Toronto',
    ],
    ['no working day', { ...DOHA, workingWeek: [] }, 'workingWeek', 'Choose at least one working day'],
    // A day that is not one is named by its place in the list.
    ['an eighth day', { ...DOHA, workingWeek: [1, 7] }, 'workingWeek.1', 'Choose days of the week'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field, message) => {
    const before = await counts();
    const response = await (await t.as('alex')).post('/api/admin/sites', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]?.[0]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('is refused to HR and everyone else before the body is read: 403, not 400', async () => {
    for (const caller of ['casey', 'drew'] as const) {
      const response = await (await t.as(caller)).post('/api/admin/sites', { name: '' });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(REFUSED);
    }
  });
});

describe('GET and PATCH /api/admin/sites/:id', () => {
  it('changes a site and logs it before and after; saved unchanged, it logs nothing more', async () => {
    const site = await createSite(t.db, { name: named('Changed') });
    const alex = await t.as('alex');
    const change = {
      name: `${site.name} North`,
      country: 'CA',
      timeZone: 'America/Winnipeg',
      workingWeek: [1, 2, 3, 4, 5],
    };
    const response = await alex.patch(`/api/admin/sites/${site.id}`, change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: site.id, ...change, peopleCount: 0 });
    expect((await alex.patch(`/api/admin/sites/${site.id}`, change)).statusCode).toBe(200);
    expect(await auditOf(site.id)).toEqual([
      expect.objectContaining({
        action: 'update',
        entityLabel: change.name,
        before: { name: site.name, country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] },
        after: change,
      }),
    ]);
  });

  it('lets a site keep its own name in another letter case, but not take another site’s', async () => {
    const site = await createSite(t.db, { name: named('Case Change') });
    const other = await createSite(t.db, { name: named('Other Site') });
    const alex = await t.as('alex');
    const lower = await alex.patch(`/api/admin/sites/${site.id}`, { ...DOHA, name: site.name.toLowerCase() });
    expect(lower.statusCode).toBe(200);
    const taken = await alex.patch(`/api/admin/sites/${site.id}`, { ...DOHA, name: other.name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.name).toEqual([`There is already a site named ${other.name}.`]);
    expect((await alex.get(`/api/admin/sites/${site.id}`)).json().name).toBe(site.name.toLowerCase());
  });

  it('says which site was not found, and refuses an id that is not one', async () => {
    const alex = await t.as('alex');
    for (const response of [
      await alex.get(`/api/admin/sites/${UNKNOWN_ID}`),
      await alex.patch(`/api/admin/sites/${UNKNOWN_ID}`, DOHA),
      await alex.delete(`/api/admin/sites/${UNKNOWN_ID}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(NOT_FOUND);
    }
    expect((await alex.get('/api/admin/sites/doha')).statusCode).toBe(400);
  });

  it('a new zone and week hold for the site’s people from their very next request', async () => {
    // 21:00 on Wednesday 25 November 2026 in Toronto: already Thursday 05:00 in Doha.
    const evening = new Date('2026-11-26T02:00:00Z');
    const site = await createSite(t.db, {
      name: named('Moving Zone'),
      country: 'CA',
      timeZone: 'America/Toronto',
      workingWeek: [1, 2, 3, 4, 5],
    });
    const person = await createEmployee(t.db, { siteId: site.id });
    const [client, alex] = [await t.asEmployee(person.id), await t.as('alex')];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    // Read once, so their viewer is held in memory; the clock does not move on.
    const before = (await client.get('/api/time-away/out')).json();
    expect(before).toMatchObject({ from: '2026-11-25', to: '2026-11-29' });
    const moved = await alex.patch(`/api/admin/sites/${site.id}`, {
      name: site.name,
      country: 'QA',
      timeZone: 'Asia/Qatar',
      workingWeek: [...SUNDAY_TO_THURSDAY],
    });
    expect(moved.statusCode).toBe(200);
    // Doha's Thursday, and its week that ends on Saturday.
    expect((await client.get('/api/time-away/out')).json()).toMatchObject({
      from: '2026-11-26',
      to: '2026-11-28',
    });
  });
});

describe('DELETE /api/admin/sites/:id', () => {
  it('refuses a site where current employees work, saying how many, and changes nothing', async () => {
    const site = await createSite(t.db, { name: named('Busy') });
    await createEmployee(t.db, { siteId: site.id });
    await createEmployee(t.db, { siteId: site.id });
    const before = await counts();
    const response = await (await t.as('alex')).delete(`/api/admin/sites/${site.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      `${site.name} cannot be deleted: 2 current employees work there. Give them another site first (on their profile, or with the HR import).`,
    );
    expect(await counts()).toEqual(before);
  });

  it('deletes a site nobody current works at, with its holidays; those who left keep no site', async () => {
    const site = await createSite(t.db, { name: named('Closing') });
    const leaver = await createEmployee(t.db, { siteId: site.id, employmentStatus: 'TERMINATED' });
    await t.db.insert(holidays).values({ siteId: site.id, day: '2031-12-24', name: 'Closing Eve' });
    const response = await (await t.as('alex')).delete(`/api/admin/sites/${site.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(sites).where(eq(sites.id, site.id))).toEqual([]);
    expect(await t.db.select().from(holidays).where(eq(holidays.siteId, site.id))).toEqual([]);
    const [former] = await t.db
      .select({ siteId: employees.siteId })
      .from(employees)
      .where(eq(employees.id, leaver.id));
    expect(former!.siteId).toBeNull();
    expect(await auditOf(site.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        entityLabel: site.name,
        before: {
          name: site.name,
          country: 'QA',
          timeZone: 'Asia/Qatar',
          workingWeek: [0, 1, 2, 3, 4],
          holidays: 1,
          formerEmployees: 1,
        },
        after: null,
      }),
    ]);
    expect((await (await t.as('alex')).delete(`/api/admin/sites/${site.id}`)).statusCode).toBe(404);
  });
});
