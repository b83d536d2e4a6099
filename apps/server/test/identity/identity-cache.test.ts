import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, sessions, sites } from '../../src/db/schema';
import { grantRole, revokeRole } from '../../src/features/access-roles/role-grants';
import { resumeSession } from '../../src/features/identity/session-service';
import { hashSessionToken } from '../../src/features/identity/session-token';
import { createTestDatabase, type TestDatabase } from '../database';
import { createEmployee, createSite } from '../factories';
import { ApiClient, buildTestApp, type TestApp } from '../test-app';

/**
 * Sessions and /api/me answers are kept in memory for a few seconds
 * (docs/decisions/018-session-and-viewer-cache.md). Two servers share one database here, as two
 * instances behind a load balancer would; whatever ends a session on one, or in the database
 * itself, must end it on both at once.
 */
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ template: 'people' });
  one = await buildTestApp({ database });
  two = await buildTestApp({ database, seed: false });
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

/** A person signed in, with the same cookie used on both servers, each having answered once. */
async function signedInOnBoth(siteId: string | null = null) {
  const person = await createEmployee(one.db, { siteId });
  const cookie = await one.signIn(person.id);
  // Making the person is news (their profile and roles, migration 0004): heard before either
  // server holds them, so a late word of it cannot drop what a test then expects held.
  await bothHeard();
  const onOne = new ApiClient(one.app, cookie);
  const onTwo = new ApiClient(two.app, cookie);
  expect((await onOne.get('/api/me')).statusCode).toBe(200);
  expect((await onTwo.get('/api/me')).statusCode).toBe(200);
  return { person, cookie, onOne, onTwo };
}

/**
 * Each server hears a change as it commits; on PostgreSQL the message travels over a socket of
 * its own, so wait for it to arrive (PGlite delivers it before the write returns).
 */
async function bothHeard() {
  await one.app.changes.settled();
  await two.app.changes.settled();
}

describe('the session and viewer cache', () => {
  it('answers again from memory with the same body and headers as the first time', async () => {
    const { onOne } = await signedInOnBoth();
    const first = await onOne.get('/api/me');
    const second = await onOne.get('/api/me');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('logout on one server ends the session there at once, and on the other', async () => {
    const { person, onOne, onTwo } = await signedInOnBoth();
    expect((await onOne.post('/auth/logout')).statusCode).toBe(200);
    expect((await onOne.get('/api/me')).statusCode).toBe(401);
    await two.app.changes.settled();
    expect((await onTwo.get('/api/me')).statusCode).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.employeeId, person.id))).toEqual([]);
  });

  it('a deactivated person is refused on the next request on either server; others stay in', async () => {
    const colleague = await signedInOnBoth();
    const { person, onOne, onTwo } = await signedInOnBoth();
    await database.db
      .update(employees)
      .set({ employmentStatus: 'Terminated' })
      .where(eq(employees.id, person.id));
    await bothHeard();
    expect((await onTwo.get('/api/me')).statusCode).toBe(401);
    expect((await onOne.get('/api/me')).statusCode).toBe(401);
    expect((await colleague.onOne.get('/api/me')).statusCode).toBe(200);
    expect((await colleague.onTwo.get('/api/me')).statusCode).toBe(200);
  });

  it('a role granted or revoked shows at once, in /api/me and in what the person may do', async () => {
    const { person, onOne, onTwo } = await signedInOnBoth();
    expect(JSON.parse((await onTwo.get('/api/me')).body).roles).toEqual([]);

    await grantRole(database.db, person.id, 'HR');
    await bothHeard();
    for (const client of [onOne, onTwo]) {
      const me = JSON.parse((await client.get('/api/me')).body);
      expect(me.roles).toEqual(['HR']);
      expect(me.capabilities.seeAllPeople).toBe(true);
    }

    await revokeRole(database.db, person.id, 'HR');
    await bothHeard();
    for (const client of [onOne, onTwo]) {
      expect(JSON.parse((await client.get('/api/me')).body).roles).toEqual([]);
    }
  });

  it('a site’s zone or week changed, by anyone, ends what both servers hold of its people, and only theirs', async () => {
    // The clock stands still, so nothing held here ages out of the cache on a slow machine: what
    // is dropped was dropped by the change.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const [site, elsewhere] = [await createSite(one.db), await createSite(one.db)];
    const there = await signedInOnBoth(site.id);
    const notThere = await signedInOnBoth(elsewhere.id);
    const held = (app: TestApp, cookie: string) =>
      app.app.identityCache.session(hashSessionToken(cookie.split('=')[1]!), Date.now());
    // A new name is not the session's business.
    await database.db
      .update(sites)
      .set({ name: `${site.name} Renamed` })
      .where(eq(sites.id, site.id));
    await bothHeard();
    expect([held(one, there.cookie), held(two, there.cookie)]).toEqual([
      expect.anything(),
      expect.anything(),
    ]);

    await database.db.update(sites).set({ timeZone: 'Pacific/Auckland' }).where(eq(sites.id, site.id));
    await bothHeard();
    expect([held(one, there.cookie), held(two, there.cookie)]).toEqual([undefined, undefined]);
    expect([held(one, notThere.cookie), held(two, notThere.cookie)]).toEqual([
      expect.anything(),
      expect.anything(),
    ]);
    // Read again, with the new zone.
    expect((await there.onTwo.get('/api/me')).statusCode).toBe(200);
    expect(held(two, there.cookie)?.viewer.calendar.timeZone).toBe('Pacific/Auckland');

    await database.db
      .update(sites)
      .set({ workingWeek: [1, 2, 3] })
      .where(eq(sites.id, site.id));
    await bothHeard();
    expect(held(two, there.cookie)).toBeUndefined();
  });

  it('a session shortened in the database (expired by hand) is refused at once', async () => {
    const { person, onOne, onTwo } = await signedInOnBoth();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.employeeId, person.id));
    await bothHeard();
    expect((await onTwo.get('/api/me')).statusCode).toBe(401);
    expect((await onOne.get('/api/me')).statusCode).toBe(401);
  });

  it('still ends a session whose limit passes while it is held in memory', async () => {
    const { person, cookie } = await signedInOnBoth();
    const token = cookie.split('=')[1]!;
    const limits = { idleMinutes: 30, absoluteHours: 8, portalTimeZone: 'America/Toronto' };
    const cache = one.app.identityCache;
    const now = Date.now();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(now + 2000) })
      .where(eq(sessions.employeeId, person.id));
    await bothHeard();
    expect((await resumeSession(one.db, token, limits, cache, new Date(now))).status).toBe('active');
    // Within the few seconds the session is held, its absolute end passes.
    const later = await resumeSession(one.db, token, limits, cache, new Date(now + 3000));
    expect(later).toEqual({ status: 'ended', reason: 'absolute' });
  });

  it('reads a session once for requests that ask together, unless a change came between', async () => {
    const { cookie } = await signedInOnBoth();
    const token = cookie.split('=')[1]!;
    const limits = { idleMinutes: 30, absoluteHours: 8, portalTimeZone: 'America/Toronto' };
    const cache = one.app.identityCache;
    // Forgotten, as a new session is before its first request.
    cache.dropSession(hashSessionToken(token));
    const reads = vi.spyOn(one.db, 'select');
    try {
      const together = await Promise.all([1, 2, 3].map(() => resumeSession(one.db, token, limits, cache)));
      expect(together.map((lookup) => lookup.status)).toEqual(['active', 'active', 'active']);
      expect(reads).toHaveBeenCalledTimes(1);

      reads.mockClear();
      cache.dropSession(hashSessionToken(token));
      const before = resumeSession(one.db, token, limits, cache);
      cache.dropSession('a session that has just ended');
      const after = resumeSession(one.db, token, limits, cache);
      await Promise.all([before, after]);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('does not keep what a request read before a change that overtook it', async () => {
    const cache = one.app.identityCache;
    const generation = cache.generation;
    cache.dropSession('a session that has just ended');
    cache.keepMe('someone', '{}', generation, Date.now());
    expect(cache.me('someone', Date.now())).toBeUndefined();
    cache.keepMe('someone', '{}', cache.generation, Date.now());
    expect(cache.me('someone', Date.now())).toBe('{}');
  });
});
