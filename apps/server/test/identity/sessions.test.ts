import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, sessions } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { signIn } from './sign-in-flow';
import { dayFromToday } from '../test-days';

let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
beforeAll(async () => {
  // Short limits make the arithmetic below easy to read.
  t = await buildIdentityTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
});
afterAll(async () => t.close());

async function signedIn() {
  const person = await createEmployee(t.db);
  const browser = t.browser();
  await signIn(browser, person.workEmail!);
  expect((await browser.get('/api/me')).status).toBe(200);
  return { person, browser };
}

const sessionRows = (employeeId: string) =>
  t.db.select().from(sessions).where(eq(sessions.employeeId, employeeId));
/**
 * Changes a session in the database, as another instance or a command line would, and waits
 * until this server has heard of it: the change reaches its session cache over the change bus
 * a few milliseconds after the commit (decision 018), and a request sent sooner may still be
 * answered from the cache.
 */
async function setSession(employeeId: string, values: Partial<typeof sessions.$inferInsert>) {
  await t.db.update(sessions).set(values).where(eq(sessions.employeeId, employeeId));
  await t.app.changes.settled();
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function expectSignInRequired(response: { status: number; headers: Headers; body: string }) {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(response.body)).toEqual({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    detail: 'Sign in to continue.',
  });
}

describe('deny by default', () => {
  it('answers every /api route without a session with 401 problem+json, even unknown ones', async () => {
    const browser = t.browser();
    expectSignInRequired(await browser.get('/api/me'));
    expectSignInRequired(await browser.get('/api/no-such-thing'));
  });

  it('a signed-in caller gets the real 404 for an unknown API route', async () => {
    const { browser } = await signedIn();
    expect((await browser.get('/api/no-such-thing')).status).toBe(404);
  });

  it('leaves routes declared public open', async () => {
    expect((await t.browser().get('/api/docs/json')).status).toBe(200);
    expect((await t.browser().get('/api/public-config')).status).toBe(200);
  });

  it('refuses a cookie that is not a session, and clears it', async () => {
    const browser = t.browser();
    browser.setCookie('portico_session', 'not-a-session');
    const response = await browser.get('/api/me');
    expectSignInRequired(response);
    expect(
      response.headers.getSetCookie().some((header) => /^portico_session=;.*Max-Age=0/.test(header)),
    ).toBe(true);
  });
});

describe('logout', () => {
  it('deletes the session row; the old cookie then gets 401', async () => {
    const { person, browser } = await signedIn();
    const token = browser.cookie('portico_session')!.value;

    const logout = await browser.portalCall('POST', '/auth/logout');
    expect(logout.status).toBe(200);
    expect(JSON.parse(logout.body).redirectTo).toMatch(/^http:\/\/localhost:3000\/oidc\/session\/end\?/);
    expect(await sessionRows(person.id)).toHaveLength(0);
    expect(browser.cookie('portico_session')).toBeUndefined();

    const replay = t.browser();
    replay.setCookie('portico_session', token);
    expectSignInRequired(await replay.get('/api/me'));
  });

  it('without a session it simply sends the browser to /login', async () => {
    const logout = await t.browser().portalCall('POST', '/auth/logout');
    expect(JSON.parse(logout.body)).toEqual({ redirectTo: '/login' });
  });

  it("finishing the provider's logout comes back to the portal's /login", async () => {
    const { browser } = await signedIn();
    const { redirectTo } = JSON.parse((await browser.portalCall('POST', '/auth/logout')).body);
    const confirmPage = await browser.get(redirectTo);
    expect(confirmPage.status).toBe(200);
    expect(confirmPage.body).toContain('<h1>Sign out of the development sign-in</h1>');
    expect(confirmPage.body).not.toMatch(/<script/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmPage.body)![1]!;
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirmPage.body)![1]!;
    const done = await browser.request(action, { method: 'POST', form: { xsrf, logout: 'yes' } });
    expect(done.location!.href).toBe('http://localhost:3000/login');
  });
});

describe('session limits', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const { person, browser } = await signedIn();
    await setSession(person.id, { lastSeenAt: minutesAgo(31) });
    const response = await browser.get('/api/me');
    expectSignInRequired(response);
    expect(await sessionRows(person.id)).toHaveLength(0);
    expect(browser.cookie('portico_session')).toBeUndefined();
  });

  it('keeps an active session alive, writing last_seen_at at most once a minute', async () => {
    const { person, browser } = await signedIn();
    await setSession(person.id, { lastSeenAt: minutesAgo(29) });
    expect((await browser.get('/api/me')).status).toBe(200);
    const [touched] = await sessionRows(person.id);
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(10_000);

    const recent = new Date(Date.now() - 30_000);
    await setSession(person.id, { lastSeenAt: recent });
    expect((await browser.get('/api/me')).status).toBe(200);
    const [untouched] = await sessionRows(person.id);
    expect(untouched!.lastSeenAt.getTime()).toBe(recent.getTime());
  });

  it('a sign-in sweeps away every ended session, idle or past its limit, keeping live ones', async () => {
    const idle = await signedIn();
    const expired = await signedIn();
    const live = await signedIn();
    await setSession(idle.person.id, { lastSeenAt: minutesAgo(31) });
    await setSession(expired.person.id, { expiresAt: new Date(Date.now() - 1000) });
    await signedIn();
    expect(await sessionRows(idle.person.id)).toHaveLength(0);
    expect(await sessionRows(expired.person.id)).toHaveLength(0);
    expect(await sessionRows(live.person.id)).toHaveLength(1);
  });

  it('ends a session past its absolute limit, however active', async () => {
    const { person, browser } = await signedIn();
    const [row] = await sessionRows(person.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(8 * 3_600_000);
    await setSession(person.id, { expiresAt: new Date(Date.now() - 1000) });
    expectSignInRequired(await browser.get('/api/me'));
    expect(await sessionRows(person.id)).toHaveLength(0);
  });
});

describe('deactivated employees', () => {
  it('are refused on their next request, and their session is deleted', async () => {
    const { person, browser } = await signedIn();
    await t.db.update(employees).set({ employmentStatus: 'Terminated' }).where(eq(employees.id, person.id));
    // The HR record changed outside this server: its cache hears of it over the change bus.
    await t.app.changes.settled();
    expectSignInRequired(await browser.get('/api/me'));
    expect(await sessionRows(person.id)).toHaveLength(0);
  });

  it('a termination date that has passed counts too', async () => {
    const { person, browser } = await signedIn();
    // Yesterday on the person's own day (the portal's: they have no site), not UTC's.
    await t.db
      .update(employees)
      .set({ terminationDate: dayFromToday(-1) })
      .where(eq(employees.id, person.id));
    await t.app.changes.settled();
    expectSignInRequired(await browser.get('/api/me'));
  });
});

describe('the session cookie', () => {
  const sessionCookieOf = (callback: { headers: Headers }) =>
    callback.headers.getSetCookie().find((header) => header.startsWith('portico_session='));

  it('ends with the browser: no Max-Age or Expires, so a shared computer forgets it when closed', async () => {
    const person = await createEmployee(t.db);
    const { callback } = await signIn(t.browser(), person.workEmail!);
    const cookie = sessionCookieOf(callback);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('lasts until the session ends when SESSION_PERSISTENT=true', async () => {
    const persistent = await buildIdentityTestApp({
      SESSION_PERSISTENT: 'true',
      SESSION_ABSOLUTE_HOURS: '8',
    });
    try {
      const person = await createEmployee(persistent.db);
      const { callback } = await signIn(persistent.browser(), person.workEmail!);
      const maxAge = Number(/Max-Age=(\d+)/.exec(sessionCookieOf(callback) ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(8 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(8 * 3600);
    } finally {
      await persistent.close();
    }
  });
});
