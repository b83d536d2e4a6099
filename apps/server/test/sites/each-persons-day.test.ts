import type { WhosOut } from '@portico/domain/time-away/time-away-dto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobOpening } from '../dashboard-factories';
import { createEmployee, createSite } from '../factories';
import { createNewsPost } from '../news-factories';
import { buildTestApp, type TestApp } from '../test-app';
import { createTimeAwayEntry } from '../time-away-factories';

/*
 * Issue 29, acceptance 2: at 21:00 in Toronto a Toronto viewer's Who's out, news and job badge
 * read Toronto's date, though UTC's has turned; at 01:00 in Doha a Doha viewer's read Doha's,
 * though UTC's has not. (Needed By: request-validation.test.ts.) The days are fixed, so the
 * test means the same whenever it runs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** 21:00 on Wednesday 25 November 2026 in Toronto (UTC−5): already Thursday the 26th in UTC. */
const TORONTO_EVENING = new Date('2026-11-26T02:00:00Z');
/** 01:00 on Saturday 28 November 2026 in Doha (UTC+3): still Friday the 27th in UTC. */
const DOHA_SMALL_HOURS = new Date('2026-11-27T22:00:00Z');

/** The clock at `at` for what follows (sessions are opened before, at the real time). */
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

/** A manager and their report, at a site (none: the portal's zone, Toronto). */
async function teamAt(siteId: string | null) {
  const manager = await createEmployee(t.db, { firstName: 'Manager', siteId });
  const report = await createEmployee(t.db, {
    firstName: 'Report',
    managerEmployeeNumber: manager.employeeNumber,
    siteId,
  });
  return { manager, report, client: await t.asEmployee(manager.id) };
}

const outIds = (body: WhosOut) => ({
  today: body.today.items.map((person) => person.days.map((day) => day.date)),
  later: body.laterThisWeek.items.map((person) => person.days.map((day) => day.date)),
});

describe('at 21:00 in Toronto, a Toronto viewer’s day is Toronto’s', () => {
  it('Who’s out: away on Wednesday is out today, Thursday later this week', async () => {
    const { report, client } = await teamAt(null);
    await createTimeAwayEntry(t.db, report.id, { awayOn: '2026-11-25', status: 'Taken' });
    await createTimeAwayEntry(t.db, report.id, { awayOn: '2026-11-26', status: 'Booked' });
    clockAt(TORONTO_EVENING);
    const body: WhosOut = (await client.get('/api/time-away/out')).json();
    expect(body).toMatchObject({ from: '2026-11-25', to: '2026-11-29' });
    expect(outIds(body)).toEqual({ today: [['2026-11-25', '2026-11-26']], later: [] });
  });

  it('news: a post ending today is still shown, one starting tomorrow is not yet', async () => {
    const client = await t.as('emery');
    const ending = await createNewsPost(t.db, { visibleFrom: '2026-11-20', visibleTo: '2026-11-25' });
    const coming = await createNewsPost(t.db, { visibleFrom: '2026-11-26', visibleTo: '2026-11-30' });
    clockAt(TORONTO_EVENING);
    const carousel = (await client.get('/api/news-events/visible'))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(carousel).toContain(ending.id);
    expect(carousel).not.toContain(coming.id);
    expect((await client.get(`/api/news-events/${coming.id}`)).statusCode).toBe(404);
  });

  it('jobs: one posted six days ago is still New; one dated tomorrow is not posted yet', async () => {
    const client = await t.as('emery');
    const sixDays = await createJobOpening(t.db, { datePosted: '2026-11-19' });
    const tomorrow = await createJobOpening(t.db, { datePosted: '2026-11-26' });
    clockAt(TORONTO_EVENING);
    const jobs = (await client.get('/api/job-openings?pageSize=50')).json().items as {
      id: string;
      isNew: boolean;
    }[];
    expect(jobs.find((job) => job.id === sixDays.id)?.isNew).toBe(true);
    expect(jobs.some((job) => job.id === tomorrow.id)).toBe(false);
  });
});

describe('at 01:00 in Doha, a Doha viewer’s day is Doha’s, and its week Sunday to Thursday', () => {
  it('Who’s out: Saturday is the week’s last day, so only today; Sunday is next week', async () => {
    const doha = await createSite(t.db);
    const { report, client } = await teamAt(doha.id);
    await createTimeAwayEntry(t.db, report.id, { awayOn: '2026-11-27', status: 'Taken' });
    await createTimeAwayEntry(t.db, report.id, { awayOn: '2026-11-28', status: 'Booked' });
    await createTimeAwayEntry(t.db, report.id, { awayOn: '2026-11-29', status: 'Booked' });
    clockAt(DOHA_SMALL_HOURS);
    const body: WhosOut = (await client.get('/api/time-away/out')).json();
    expect(body).toMatchObject({ from: '2026-11-28', to: '2026-11-28' });
    expect(outIds(body)).toEqual({ today: [['2026-11-28']], later: [] });
  });

  it('news and jobs: Friday’s post has ended, Saturday’s has begun; a job of seven days ago is no longer New', async () => {
    const doha = await createSite(t.db);
    const person = await createEmployee(t.db, { siteId: doha.id });
    const client = await t.asEmployee(person.id);
    const ended = await createNewsPost(t.db, { visibleFrom: '2026-11-20', visibleTo: '2026-11-27' });
    const begun = await createNewsPost(t.db, { visibleFrom: '2026-11-28', visibleTo: '2026-11-30' });
    const sevenDays = await createJobOpening(t.db, { datePosted: '2026-11-21' });
    const today = await createJobOpening(t.db, { datePosted: '2026-11-28' });
    clockAt(DOHA_SMALL_HOURS);
    const carousel = (await client.get('/api/news-events/visible'))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(carousel).toContain(begun.id);
    expect(carousel).not.toContain(ended.id);
    const jobs = (await client.get('/api/job-openings?pageSize=50')).json().items as {
      id: string;
      isNew: boolean;
    }[];
    expect(jobs.find((job) => job.id === sevenDays.id)?.isNew).toBe(false);
    expect(jobs.find((job) => job.id === today.id)?.isNew).toBe(true);
  });
});
