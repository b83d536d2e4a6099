import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobOpenings } from '../../db/schema';
import { createJobOpening, daysAgo } from '../../../test/dashboard-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/admin/job-openings';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const opening = () => ({
  jobTitle: 'Crane Operator',
  jobDetailsUrl: 'https://careers.example.com/jobs/777',
  applyUrl: 'https://careers.example.com/jobs/777/apply',
  datePosted: daysAgo(0),
  city: 'Regina',
  state: 'SK',
  country: 'Canada',
});

/** What the table and the log hold, to show that a refused call changed neither. */
async function stored() {
  const [rows] = await t.db.select({ n: count() }).from(jobOpenings);
  const [entries] = await t.db.select({ n: count() }).from(auditLog);
  return { openings: rows!.n, entries: entries!.n, all: await t.db.select().from(jobOpenings) };
}

/**
 * An opening's audit entries, in the order its actions happen (create, update, delete): two
 * written within a millisecond share a timestamp on PGlite, so `at` cannot order them.
 */
const ACTION_ORDER = ['create', 'update', 'delete'];
const entriesFor = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).sort(
    (a, b) => ACTION_ORDER.indexOf(a.action) - ACTION_ORDER.indexOf(b.action),
  );

describe('posting, changing and deleting a job opening', () => {
  it('posts an opening: on the careers page at once, New, and logged', async () => {
    const alex = await t.as('alex');
    const created = await alex.post(BASE, opening());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...opening(), isNew: true, id: expect.any(String) });

    const careers = (await (await t.as('emery')).get('/api/job-openings?search=crane operator')).json();
    // A title sent in English alone is stored with no French ('').
    expect(careers.items).toEqual([{ ...opening(), jobTitleFr: '', id: body.id, isNew: true }]);

    const [entry, ...more] = await entriesFor(body.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: PERSONAS.alex.id,
      actorName: 'Alex Morgan',
      action: 'create',
      entityType: 'job-opening',
      entityLabel: 'Crane Operator',
      before: null,
      after: { jobTitle: 'Crane Operator', city: 'Regina', datePosted: daysAgo(0) },
    });
    await t.db.delete(jobOpenings).where(eq(jobOpenings.id, body.id));
  });

  it('stores blank optional fields as nothing, and the careers page shows no links for them', async () => {
    const alex = await t.as('alex');
    const created = await alex.post(BASE, {
      jobTitle: '  Night Dispatcher ',
      jobDetailsUrl: '',
      applyUrl: null,
      datePosted: daysAgo(10),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      jobTitle: 'Night Dispatcher',
      jobDetailsUrl: null,
      applyUrl: null,
      city: null,
      state: null,
      country: null,
      isNew: false,
    });
    const careers = (await alex.get('/api/job-openings?search=night dispatcher')).json();
    expect(careers.items).toEqual([expect.objectContaining({ jobDetailsUrl: null, applyUrl: null })]);
    await t.db.delete(jobOpenings).where(eq(jobOpenings.id, created.json().id));
  });

  it('reads one opening for its form', async () => {
    const job = await createJobOpening(t.db, { jobTitle: 'Read me', postedDaysAgo: 3 });
    const response = await (await t.as('alex')).get(`${BASE}/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      jobTitle: 'Read me',
      datePosted: daysAgo(3),
      isNew: true,
      createdAt: job.createdAt.toISOString(),
    });
  });

  it('changes an opening, logging before and after; an unchanged save logs nothing', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post(BASE, opening())).json();
    const edited = await alex.patch(`${BASE}/${id}`, {
      ...opening(),
      jobTitle: 'Senior Crane Operator',
      datePosted: daysAgo(9),
      applyUrl: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ jobTitle: 'Senior Crane Operator', applyUrl: null, isNew: false });
    const careers = (await (await t.as('emery')).get('/api/job-openings?search=senior crane')).json();
    expect(careers.items).toEqual([expect.objectContaining({ id, applyUrl: null, isNew: false })]);

    const unchanged = await alex.patch(`${BASE}/${id}`, {
      ...opening(),
      jobTitle: ' Senior Crane Operator ',
      datePosted: daysAgo(9),
      applyUrl: null,
    });
    expect(unchanged.statusCode).toBe(200);
    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      entityLabel: 'Senior Crane Operator',
      before: { jobTitle: 'Crane Operator', applyUrl: opening().applyUrl, datePosted: daysAgo(0) },
      after: { jobTitle: 'Senior Crane Operator', applyUrl: null, datePosted: daysAgo(9) },
    });
    await t.db.delete(jobOpenings).where(eq(jobOpenings.id, id));
  });

  it('deletes an opening: gone from the careers page, logged with what it was', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post(BASE, { ...opening(), jobTitle: 'Short-lived' })).json();
    const deleted = await alex.delete(`${BASE}/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await alex.get('/api/job-openings?search=short-lived')).json().total).toBe(0);
    expect((await alex.get(`${BASE}/${id}`)).statusCode).toBe(404);
    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ before: { jobTitle: 'Short-lived' }, after: null });
  });
});

describe('the administration list', () => {
  beforeAll(async () => {
    await t.db.delete(jobOpenings);
    await createJobOpening(t.db, { jobTitle: 'Alpha Estimator', city: 'Winnipeg', postedDaysAgo: 20 });
    await createJobOpening(t.db, { jobTitle: 'Beta Technician', city: 'Calgary', postedDaysAgo: 2 });
    await createJobOpening(t.db, { jobTitle: 'Gamma Clerk', city: null, postedDaysAgo: 40 });
  });

  const titles = async (query: string) =>
    (await (await t.as('alex')).get(`${BASE}?${query}`))
      .json()
      .items.map((job: { jobTitle: string }) => job.jobTitle);

  it('lists newest first, 10 a page, with the total and the New flag', async () => {
    const response = await (await t.as('alex')).get(BASE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(body.items.map((job: { jobTitle: string; isNew: boolean }) => [job.jobTitle, job.isNew])).toEqual([
      ['Beta Technician', true],
      ['Alpha Estimator', false],
      ['Gamma Clerk', false],
    ]);
  });

  it.each([
    ['sort=jobTitle&order=asc', ['Alpha Estimator', 'Beta Technician', 'Gamma Clerk']],
    ['sort=jobTitle&order=desc', ['Gamma Clerk', 'Beta Technician', 'Alpha Estimator']],
    // An opening without a city comes last either way.
    ['sort=city&order=asc', ['Beta Technician', 'Alpha Estimator', 'Gamma Clerk']],
    ['sort=city&order=desc', ['Alpha Estimator', 'Beta Technician', 'Gamma Clerk']],
    ['sort=datePosted&order=asc', ['Gamma Clerk', 'Alpha Estimator', 'Beta Technician']],
    ['search=winnipeg', ['Alpha Estimator']],
    ['search=CLERK', ['Gamma Clerk']],
    ['pageSize=2&page=2', ['Gamma Clerk']],
  ])('%s → %j', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=1001', 'pageSize'],
    ['sort=applyUrl', 'sort'],
    ['order=up', 'order'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('alex')).get(`${BASE}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('bad input: a clear 400 or 404, and nothing changes', () => {
  it.each([
    ['no title', { jobTitle: ' ' }, 'jobTitle', 'Required'],
    [
      'a title of 256 characters',
      { jobTitle: 'x'.repeat(256) },
      'jobTitle',
      'Must be 255 characters or less',
    ],
    [
      'a details address without http(s)',
      { jobDetailsUrl: 'careers.example.com/jobs/1' },
      'jobDetailsUrl',
      'Enter a web address starting with http:// or https://',
    ],
    [
      'a javascript: apply address',
      { applyUrl: 'javascript:alert(document.cookie)' },
      'applyUrl',
      'Enter a web address starting with http:// or https://',
    ],
    ['no posted date', { datePosted: '' }, 'datePosted', 'Required'],
    ['a posted date that does not exist', { datePosted: '2026-02-30' }, 'datePosted', 'Enter a valid date'],
    ['a city of 101 characters', { city: 'c'.repeat(101) }, 'city', 'Must be 100 characters or less'],
  ])('posting %s is a 400 naming the field', async (_name, overrides, field, message) => {
    const before = await stored();
    const response = await (await t.as('alex')).post(BASE, { ...opening(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors[field]).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses the same on a change, and keeps the opening as it was', async () => {
    const job = await createJobOpening(t.db, { jobTitle: 'Kept as it was' });
    const before = await stored();
    const response = await (
      await t.as('alex')
    ).patch(`${BASE}/${job.id}`, {
      ...opening(),
      applyUrl: 'ftp://files.example.com/apply',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.applyUrl).toEqual([
      'Enter a web address starting with http:// or https://',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const before = await stored();
    expect((await (await t.as('alex')).post(BASE, ['Crane Operator'])).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown opening, on every call', async () => {
    const alex = await t.as('alex');
    const before = await stored();
    for (const response of [
      await alex.get(`${BASE}/${UNKNOWN}`),
      await alex.patch(`${BASE}/${UNKNOWN}`, opening()),
      await alex.delete(`${BASE}/${UNKNOWN}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('This job opening was not found.');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await (await t.as('alex')).delete(`${BASE}/not-an-id`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toEqual(['Not a valid id']);
  });
});

describe('for Admins only', () => {
  it.each(['blair', 'casey', 'drew', 'emery'] as const)(
    '%s gets 403 on every call, before the body is read, and nothing changes',
    async (persona) => {
      const job = await createJobOpening(t.db, { jobTitle: `Guarded from ${persona}` });
      const before = await stored();
      const client = await t.as(persona);
      for (const response of [
        await client.get(BASE),
        await client.get(`${BASE}/${job.id}`),
        await client.post(BASE, opening()),
        // Bad input too: the refusal comes first and says nothing about the body.
        await client.post(BASE, { jobTitle: '' }),
        await client.patch(`${BASE}/${job.id}`, opening()),
        await client.patch(`${BASE}/not-an-id`, {}),
        await client.delete(`${BASE}/${job.id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ detail: 'Only Admins can manage Job Opportunities.' });
        expect(response.json().errors).toBeUndefined();
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('turns away anonymous callers with 401', async () => {
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
    expect((await t.anonymous().post(BASE, opening())).statusCode).toBe(401);
  });
});
