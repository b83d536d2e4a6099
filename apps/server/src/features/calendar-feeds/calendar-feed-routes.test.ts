import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, employees } from '../../db/schema';
import { createEmployee, createSite } from '../../../test/factories';
import { createNewsPost } from '../../../test/news-factories';
import { dayFromToday } from '../../../test/test-days';
import { createTimeAwayEntry } from '../../../test/time-away-factories';
import { buildTestApp, PERSONAS, type ApiClient, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new current employee, signed in. */
async function person(overrides: Parameters<typeof createEmployee>[1] = {}) {
  const employee = await createEmployee(t.db, overrides);
  return { employee, client: await t.asEmployee(employee.id) };
}

/** Makes (or resets) the client's feed; the path of its address. */
async function makeFeed(client: ApiClient) {
  const response = await client.post('/api/me/calendar-feed');
  expect(response.statusCode).toBe(201);
  const { url } = response.json<{ url: string }>();
  expect(url.startsWith(`${t.config.publicUrl.origin}/api/calendar-feeds/`)).toBe(true);
  return new URL(url).pathname;
}

/** A feed read as a calendar app reads it: no cookie, no portal header. */
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  transparency: string;
}
function eventsOf(body: string): FeedEvent[] {
  return new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      transparency: String(component.getFirstPropertyValue('transp')),
    };
  });
}
const uids = (body: string) => eventsOf(body).map((event) => event.uid);
const postUid = (post: { id: string }) => `${post.id}@portico`;

describe('what a feed carries', () => {
  it('the person’s own days away, as whole days, and nobody else’s', async () => {
    const { employee, client } = await person();
    const colleague = await createEmployee(t.db);
    for (const day of [3, 4, 5]) await createTimeAwayEntry(t.db, employee.id, { awayOn: dayFromToday(day) });
    await createTimeAwayEntry(t.db, employee.id, { awayOn: dayFromToday(-10), requestType: 'Sick' });
    await createTimeAwayEntry(t.db, employee.id, { awayOn: dayFromToday(20), entryType: 'Accrued' });
    const theirs = await createTimeAwayEntry(t.db, colleague.id, { awayOn: dayFromToday(3) });

    const response = await fetchFeed(await makeFeed(client));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const away = eventsOf(response.body).filter((event) => event.uid.startsWith('time-away-'));
    expect(
      away.map(({ summary, start, end, transparency }) => ({ summary, start, end, transparency })),
    ).toEqual([
      { summary: 'Time away: Sick', start: dayFromToday(-10), end: dayFromToday(-9), transparency: 'OPAQUE' },
      {
        summary: 'Time away: Vacation Salary',
        start: dayFromToday(3),
        end: dayFromToday(6),
        transparency: 'OPAQUE',
      },
    ]);
    expect(uids(response.body)).not.toContain(`time-away-${theirs.id}@portico`);
  });

  it('the Event posts the person may read, as News & Events lets them, and no other post', async () => {
    const { employee, client } = await person();
    const [open, ended, othersScheduled, ownScheduled, news, longGone] = await Promise.all([
      createNewsPost(t.db, { type: 'Event', visibleFrom: dayFromToday(-1), visibleTo: dayFromToday(1) }),
      createNewsPost(t.db, { type: 'Event', visibleFrom: dayFromToday(-30), visibleTo: dayFromToday(-29) }),
      createNewsPost(t.db, { type: 'Event', visibleFrom: dayFromToday(5), visibleTo: dayFromToday(6) }),
      createNewsPost(t.db, {
        type: 'Event',
        authorId: employee.id,
        visibleFrom: dayFromToday(8),
        visibleTo: dayFromToday(8),
      }),
      createNewsPost(t.db, { type: 'News', visibleFrom: dayFromToday(-1), visibleTo: dayFromToday(1) }),
      createNewsPost(t.db, { type: 'Event', visibleFrom: dayFromToday(-400), visibleTo: dayFromToday(-399) }),
    ]);
    const body = (await fetchFeed(await makeFeed(client))).body;
    const seen = uids(body);
    for (const [post, shown] of [
      [open, true],
      [ended, true],
      [ownScheduled, true],
      [othersScheduled, false],
      [news, false],
      [longGone, false],
    ] as const) {
      expect(seen.includes(postUid(post)), post.title).toBe(shown);
    }
    const event = eventsOf(body).find((entry) => entry.uid === postUid(open))!;
    expect(event).toMatchObject({
      summary: open.title,
      start: dayFromToday(-1),
      end: dayFromToday(2),
      transparency: 'TRANSPARENT',
    });
  });

  it('is written in the person’s site’s zone, days as DATE values and instants in UTC', async () => {
    const doha = await createSite(t.db);
    const { employee, client } = await person({ siteId: doha.id });
    await createTimeAwayEntry(t.db, employee.id, { awayOn: '2026-12-18' });
    const body = (await fetchFeed(await makeFeed(client))).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Qatar');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Qatar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Portico: time away and events');
    // Subscribed apps are asked to read it again every hour.
    expect(body).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(body).toContain('\r\nDTSTART;VALUE=DATE:20261218\r\nDTEND;VALUE=DATE:20261219\r\n');
    expect(body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(body).not.toMatch(/^(DTSTAMP|CREATED|LAST-MODIFIED):\d{8}T\d{6}\r$/m);
  });

  it('is in the portal’s zone for someone with no site', async () => {
    const { client } = await person({ siteId: null });
    const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(await makeFeed(client))).body));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(t.config.portalTimeZone);
  });
});

describe('the address', () => {
  it('is told once: the person then sees only that they have one', async () => {
    const { client } = await person();
    expect((await client.get('/api/me/calendar-feed')).json()).toEqual({ active: false, createdAt: null });
    await makeFeed(client);
    const status = await client.get('/api/me/calendar-feed');
    expect(Object.keys(status.json())).toEqual(['active', 'createdAt']);
    expect(status.json().active).toBe(true);
    expect(status.body).not.toContain('/api/calendar-feeds/');
  });

  it('is kept only as a hash', async () => {
    const { employee, client } = await person();
    const token = (await makeFeed(client))
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.employeeId, employee.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('reset: the old address stops at once, the new one works', async () => {
    const { client } = await person();
    const first = await makeFeed(client);
    const second = await makeFeed(client);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it('turned off: the address stops and the person has none', async () => {
    const { client } = await person();
    const path = await makeFeed(client);
    expect((await client.delete('/api/me/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(path)).statusCode).toBe(404);
    expect((await client.get('/api/me/calendar-feed')).json().active).toBe(false);
    // Turning off what is off is no error.
    expect((await client.delete('/api/me/calendar-feed')).statusCode).toBe(204);
  });

  it('of someone no longer current answers as an unknown one does', async () => {
    const { employee, client } = await person();
    const path = await makeFeed(client);
    await t.db.update(employees).set({ employmentStatus: 'TERMINATED' }).where(eq(employees.id, employee.id));
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual((await fetchFeed(`/api/calendar-feeds/${'A'.repeat(43)}.ics`)).json());
  });

  it.each([
    ['an unknown secret', `${'x'.repeat(43)}.ics`],
    ['a secret of the wrong shape', 'not-a-secret.ics'],
    ['a secret one character short', `${'x'.repeat(42)}.ics`],
  ])('%s is 404 problem+json', async (_case, last) => {
    const response = await fetchFeed(`/api/calendar-feeds/${last}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('This calendar feed was not found.');
  });

  it('opens its owner’s feed, whoever else is signed in', async () => {
    const { employee, client } = await person();
    await createTimeAwayEntry(t.db, employee.id, { awayOn: dayFromToday(2) });
    const path = await makeFeed(client);
    const asSomeoneElse = await (await t.as('drew')).get(path);
    expect(asSomeoneElse.statusCode).toBe(200);
    expect(eventsOf(asSomeoneElse.body).some((event) => event.start === dayFromToday(2))).toBe(true);
    expect(PERSONAS.drew.id).not.toBe(employee.id);
  });

  it('is the signed-in person’s to manage: signed out, 401', async () => {
    const anonymous = t.anonymous();
    for (const response of [
      await anonymous.get('/api/me/calendar-feed'),
      await anonymous.post('/api/me/calendar-feed'),
      await anonymous.delete('/api/me/calendar-feed'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
