import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOpenings } from '../../db/schema';
import { createJobOpening, daysAgo } from '../../../test/dashboard-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Seven openings, posted 0, 3, 6, 7, 8, 20 and 40 days ago.
  for (const postedDaysAgo of [40, 7, 0, 20, 6, 8, 3]) {
    await createJobOpening(t.db, { postedDaysAgo, jobTitle: `Posted ${postedDaysAgo} days ago` });
  }
});
afterAll(() => t.close());

type Job = { jobTitle: string; datePosted: string; isNew: boolean };

describe('GET /api/job-openings', () => {
  it('gives 3 a page, newest first, with the total', async () => {
    const response = await (await t.as('emery')).get('/api/job-openings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(body.items.map((job: Job) => job.datePosted)).toEqual([daysAgo(0), daysAgo(3), daysAgo(6)]);
  });

  it("marks as 'New' what was posted within 7 days, by the server's today", async () => {
    const response = await (await t.as('emery')).get('/api/job-openings?pageSize=10');
    const flags = Object.fromEntries(response.json().items.map((job: Job) => [job.jobTitle, job.isNew]));
    expect(flags).toEqual({
      'Posted 0 days ago': true,
      'Posted 3 days ago': true,
      'Posted 6 days ago': true,
      'Posted 7 days ago': false,
      'Posted 8 days ago': false,
      'Posted 20 days ago': false,
      'Posted 40 days ago': false,
    });
  });

  it('pages on: page 3 holds the last one', async () => {
    const response = await (await t.as('emery')).get('/api/job-openings?page=3');
    expect(response.json()).toMatchObject({ page: 3, total: 7, items: [{ jobTitle: 'Posted 40 days ago' }] });
  });

  it('answers a page past the end with the last page', async () => {
    const response = await (await t.as('emery')).get('/api/job-openings?page=99');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 3, items: [{ jobTitle: 'Posted 40 days ago' }] });
  });

  it('keeps an opening dated ahead out until its day (the administration lists it already)', async () => {
    await createJobOpening(t.db, { postedDaysAgo: -2, jobTitle: 'Posted in 2 days' });
    const page = (await (await t.as('emery')).get('/api/job-openings?pageSize=10')).json();
    expect(page.total).toBe(7);
    expect(page.items.map((job: Job) => job.jobTitle)).not.toContain('Posted in 2 days');
    const admin = (await (await t.as('alex')).get('/api/admin/job-openings?search=Posted%20in%202')).json();
    expect(admin.items.map((job: Job) => job.jobTitle)).toEqual(['Posted in 2 days']);
    await t.db.delete(jobOpenings).where(eq(jobOpenings.jobTitle, 'Posted in 2 days'));
  });

  it('searches by title or place', async () => {
    await createJobOpening(t.db, { jobTitle: 'Crane Operator', city: 'Regina' });
    const response = await (await t.as('emery')).get('/api/job-openings?search=regina');
    expect(response.json().items.map((job: Job) => job.jobTitle)).toEqual(['Crane Operator']);
    await t.db.delete(jobOpenings).where(eq(jobOpenings.jobTitle, 'Crane Operator'));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=100001', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=1001', 'pageSize'],
    ['sort=city', 'sort'],
    ['order=sideways', 'order'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('emery')).get(`/api/job-openings?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('is for signed-in people only', async () => {
    expect((await t.anonymous().get('/api/job-openings')).statusCode).toBe(401);
  });
});
