import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts, notifications } from '../../db/schema';
import { NOTIFICATIONS_CHANNEL } from '../../lib/notifications';
import { createNewsPost, newsBody } from '../../../test/news-factories';
import { dayFromToday } from '../../../test/test-days';
import { startOfDayIn } from '@portico/domain/calendar/site-calendar';
import { createEmployee, createSite } from '../../../test/factories';
import { buildTestApp, PERSONAS, type ApiClient, type TestApp } from '../../../test/test-app';

let t: TestApp;
let blair: ApiClient;
let alex: ApiClient;
let emery: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  [blair, alex, emery] = await Promise.all([t.as('blair'), t.as('alex'), t.as('emery')]);
});
afterAll(() => t.close());

const announcementsOf = (postId: string) =>
  t.db.select().from(notifications).where(eq(notifications.announcementId, postId));

describe('the author’s own list', () => {
  it('lists only the signed-in author’s posts, paged', async () => {
    const mine = await createNewsPost(t.db, { title: 'Blair only list' });
    const alexs = await createNewsPost(t.db, { authorId: PERSONAS.alex.id, title: 'Alex only list' });
    const page = (await blair.get('/api/news-events?pageSize=50')).json();
    const ids = page.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(alexs.id);
    expect(page.items.every((item: { visibility: string }) => item.visibility)).toBe(true);
  });

  it('is refused to people who do not author news', async () => {
    expect((await emery.get('/api/news-events')).statusCode).toBe(403);
    expect((await emery.post('/api/news-events', newsBody())).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('stores and shows the description without script or hostile pictures', async () => {
    const description = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';
    const created = await blair.post('/api/news-events', newsBody({ description }));
    expect(created.statusCode).toBe(201);
    const [stored] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, created.json().id));
    expect(stored!.description).toBe('<p>Hello</p>');
    const shown = (await emery.get(`/api/news-events/${created.json().id}`)).json();
    expect(shown.description).toBe('<p>Hello</p>');
    expect(shown.canChange).toBe(false);
  });

  it('a post visible today announces itself to everyone at once, stored once', async () => {
    const created = (await blair.post('/api/news-events', newsBody({ title: 'Visible at once' }))).json();
    const rows = await announcementsOf(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      employeeId: null,
      type: 'New Announcement',
      description: 'Visible at once',
    });
    const bell = (await emery.get('/api/notifications?limit=50')).json();
    const item = bell.items.find((entry: { announcementId: string }) => entry.announcementId === created.id);
    expect(item).toMatchObject({ target: `/newsEvents/${created.id}`, isRead: false });
    // Blair wrote it: her own bell does not announce it to her.
    const own = (await blair.get('/api/notifications?limit=50')).json();
    expect(own.items.map((entry: { announcementId: string }) => entry.announcementId)).not.toContain(
      created.id,
    );
  });

  it('deleting a post withdraws its announcement from every bell at once', async () => {
    const created = (await blair.post('/api/news-events', newsBody({ title: 'Gone soon' }))).json();
    const heard: string[] = [];
    const stop = t.app.changes.subscribe(NOTIFICATIONS_CHANNEL, {
      onMessage: (payload) => heard.push(payload),
    });
    try {
      expect((await blair.delete(`/api/news-events/${created.id}`)).statusCode).toBe(204);
      await t.app.changes.settled();
      expect(heard.map((payload) => JSON.parse(payload))).toContainEqual(
        expect.objectContaining({ recipients: null, ids: [] }),
      );
    } finally {
      stop();
    }
    expect(await announcementsOf(created.id)).toEqual([]);
    const bell = (await emery.get('/api/notifications?limit=50')).json();
    expect(bell.items.map((entry: { announcementId: string }) => entry.announcementId)).not.toContain(
      created.id,
    );
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Required'],
    ['a long title', { title: 'x'.repeat(101) }, 'title', 'Must be 100 characters or less'],
    [
      'a huge description',
      { description: 'x'.repeat(131_001) },
      'description',
      'Uploaded image is too large',
    ],
    ['an unknown type', { type: 'Gossip' }, 'type', 'Required'],
    [
      'a past Visible From',
      { visibleFrom: dayFromToday(-3) },
      'visibleFrom',
      'Visible From cannot be before today',
    ],
    ['an unknown background', { backgroundImage: 'background19' }, 'backgroundImage', 'Required'],
    [
      'Visible To before Visible From',
      { visibleFrom: dayFromToday(3), visibleTo: dayFromToday(2) },
      'visibleTo',
      'Visible To cannot be before Visible From',
    ],
  ])('%s is a 400 with the spec’s message and stores nothing', async (_, overrides, field, message) => {
    const title = `Refused ${field} ${Math.random()}`;
    const response = await blair.post('/api/news-events', newsBody({ title, ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors[field]).toContain(message);
    const stored = await t.db.select().from(newsPosts).where(eq(newsPosts.title, title));
    expect(stored).toHaveLength(0);
  });
});

describe('another person’s post', () => {
  it('Emery cannot change or delete Blair’s visible post (403) and nothing changes', async () => {
    const post = await createNewsPost(t.db, { title: 'Blair keeps this' });
    expect((await emery.patch(`/api/news-events/${post.id}`, newsBody())).statusCode).toBe(403);
    expect((await alex.patch(`/api/news-events/${post.id}`, newsBody())).statusCode).toBe(403);
    expect((await emery.delete(`/api/news-events/${post.id}`)).statusCode).toBe(403);
    const [stored] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(stored!.title).toBe('Blair keeps this');
  });

  it('a scheduled post of Blair’s does not exist for others yet (404, no leak)', async () => {
    const scheduled = await createNewsPost(t.db, {
      visibleFrom: dayFromToday(2),
      visibleTo: dayFromToday(4),
    });
    expect((await emery.get(`/api/news-events/${scheduled.id}`)).statusCode).toBe(404);
    expect((await alex.patch(`/api/news-events/${scheduled.id}`, newsBody())).statusCode).toBe(404);
    expect((await blair.get(`/api/news-events/${scheduled.id}`)).statusCode).toBe(200);
  });

  it('an ended post stays readable, so its announcement still opens it, but only Blair changes it', async () => {
    const ended = await createNewsPost(t.db, {
      title: 'Last month’s town hall',
      visibleFrom: dayFromToday(-9),
      visibleTo: dayFromToday(-2),
    });
    const read = await emery.get(`/api/news-events/${ended.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'Last month’s town hall', visibleTo: dayFromToday(-2) });
    expect((await alex.patch(`/api/news-events/${ended.id}`, newsBody())).statusCode).toBe(403);
    const [stored] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, ended.id));
    expect(stored!.title).toBe('Last month’s town hall');
  });
});

describe('editing and deleting keep the announcement in step', () => {
  it('moving a scheduled post’s Visible From moves its unsent announcement', async () => {
    const created = (
      await blair.post(
        '/api/news-events',
        newsBody({ visibleFrom: dayFromToday(5), visibleTo: dayFromToday(6) }),
      )
    ).json();
    const later = newsBody({ title: 'Moved', visibleFrom: dayFromToday(8), visibleTo: dayFromToday(9) });
    expect((await blair.patch(`/api/news-events/${created.id}`, later)).statusCode).toBe(200);
    const [row] = await announcementsOf(created.id);
    // Due once its first day has begun everywhere: here, where the portal's day turns.
    expect(row!.createdAt).toEqual(startOfDayIn(dayFromToday(8), t.config.portalTimeZone));
    expect(row!.description).toBe('Moved');
  });

  it('an edit keeps a saved past Visible From, and deleting the post removes its announcement', async () => {
    const post = await createNewsPost(t.db, { visibleFrom: dayFromToday(-5), visibleTo: dayFromToday(5) });
    const kept = newsBody({ visibleFrom: post.visibleFrom, visibleTo: dayFromToday(6) });
    expect((await blair.patch(`/api/news-events/${post.id}`, kept)).statusCode).toBe(200);
    const moved = newsBody({ visibleFrom: dayFromToday(-4), visibleTo: dayFromToday(6) });
    const refused = await blair.patch(`/api/news-events/${post.id}`, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.visibleFrom).toEqual(['Visible From cannot be before today']);

    const created = (await blair.post('/api/news-events', newsBody())).json();
    expect(await announcementsOf(created.id)).toHaveLength(1);
    expect((await blair.delete(`/api/news-events/${created.id}`)).statusCode).toBe(204);
    expect(await announcementsOf(created.id)).toHaveLength(0);
  });
});

describe('calendar file', () => {
  it('an Event offers an RFC 5545 file that a calendar parser reads', async () => {
    const post = await createNewsPost(t.db, {
      type: 'Event',
      title: 'Summer picnic',
      visibleFrom: dayFromToday(0),
      visibleTo: dayFromToday(1),
    });
    const response = await emery.get(`/api/news-events/${post.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Summer-picnic.ics"');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Summer picnic');
    expect(event.startDate.toString()).toBe(dayFromToday(0));
    expect(event.endDate.toString()).toBe(dayFromToday(2));
    expect(event.component.getFirstPropertyValue('url')).toBe(
      `${t.config.publicUrl.origin}/newsEvents/${post.id}`,
    );
    // The reader's zone, declared once; instants stay UTC whatever it is.
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const zone = calendar.getFirstPropertyValue('x-wr-timezone');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(zone);
    expect(response.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it('is written in the reader’s site’s zone, its days the post’s days', async () => {
    const doha = await createSite(t.db);
    const reader = await t.asEmployee((await createEmployee(t.db, { siteId: doha.id })).id);
    const post = await createNewsPost(t.db, {
      type: 'Event',
      visibleFrom: dayFromToday(0),
      visibleTo: dayFromToday(0),
    });
    const body = (await reader.get(`/api/news-events/${post.id}/calendar.ics`)).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Qatar');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Qatar');
    expect(body).toContain(`DTSTART;VALUE=DATE:${dayFromToday(0).replaceAll('-', '')}\r\n`);
    expect(body).toContain(`DTEND;VALUE=DATE:${dayFromToday(1).replaceAll('-', '')}\r\n`);
    expect(body).not.toMatch(/^(CREATED|LAST-MODIFIED|DTSTAMP):\d{8}T\d{6}\r$/m);
  });

  it('a post of another type has none', async () => {
    const post = await createNewsPost(t.db, { type: 'News' });
    expect((await emery.get(`/api/news-events/${post.id}/calendar.ics`)).statusCode).toBe(404);
  });
});
