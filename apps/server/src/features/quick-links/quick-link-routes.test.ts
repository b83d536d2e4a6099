import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, quickLinks } from '../../db/schema';
import { createQuickLink } from '../../../test/quick-link-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = { label: 'Intranet', url: 'intranet.example.com', icon: 'IconWorld', iconColor: '#1c7ed6' };

const linkRow = async (id: string) => (await t.db.select().from(quickLinks).where(eq(quickLinks.id, id)))[0];

describe('GET /api/quick-links', () => {
  it('lists the person’s own links and the corporate ones, never another person’s', async () => {
    const drews = await createQuickLink(t.db, { employeeId: PERSONAS.drew.id, label: 'Drew’s private link' });
    const response = await (await t.as('emery')).get('/api/quick-links?pageSize=all');
    expect(response.statusCode).toBe(200);
    const items: Array<{ id: string; isCorporate: boolean; canEdit: boolean }> = response.json().items;
    const rows = await t.db.select().from(quickLinks);
    // The demo's one company link is Harbourline Construction's, not Emery's company's.
    const expected = rows.filter(
      (row) => (row.corporate && row.companyId === null) || row.employeeId === PERSONAS.emery.id,
    );
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(items.some((item) => item.id === drews.id)).toBe(false);
    // Emery may change her own links, not the corporate ones.
    for (const item of items) expect(item.canEdit).toBe(!item.isCorporate);
  });

  it('pages by 12 newest first and searches title and URL', async () => {
    const client = await t.as('emery');
    const first = await client.get('/api/quick-links');
    expect(first.json()).toMatchObject({ page: 1, pageSize: 12 });
    const dates: string[] = first.json().items.map((item: { createdAt: string }) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const made = await createQuickLink(t.db, { label: 'Zebra crossing', url: 'https://stripes.example.org' });
    const byTitle = (await client.get('/api/quick-links?search=zebra')).json();
    const byUrl = (await client.get('/api/quick-links?search=STRIPES')).json();
    expect(byTitle.items.map((item: { id: string }) => item.id)).toEqual([made.id]);
    expect(byUrl.total).toBe(1);
    // A % is text, not a wildcard.
    expect((await client.get('/api/quick-links?search=%25')).json().total).toBe(0);
  });

  it('refuses a page size or sort outside the list’s bounds', async () => {
    const client = await t.as('emery');
    expect((await client.get('/api/quick-links?pageSize=0')).statusCode).toBe(400);
    expect((await client.get('/api/quick-links?sort=employeeId')).statusCode).toBe(400);
  });
});

describe('POST, PATCH and DELETE /api/quick-links', () => {
  it('adds a personal link with http:// in front, edits it and deletes it', async () => {
    const client = await t.as('emery');
    const created = await client.post('/api/quick-links', valid);
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ url: 'http://intranet.example.com', isCorporate: false, canEdit: true });
    expect(await linkRow(link.id)).toMatchObject({ employeeId: PERSONAS.emery.id, corporate: false });

    const edited = await client.patch(`/api/quick-links/${link.id}`, {
      ...valid,
      label: 'Intranet home',
      url: 'https://intranet.example.com/home',
      icon: 'IconHome',
      iconColor: '#2F9E44',
    });
    expect(edited.statusCode).toBe(200);
    expect(await linkRow(link.id)).toMatchObject({
      label: 'Intranet home',
      url: 'https://intranet.example.com/home',
      icon: 'IconHome',
      iconColor: '#2f9e44',
    });

    const deleted = await client.delete(`/api/quick-links/${link.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: link.id });
    expect(await linkRow(link.id)).toBeUndefined();
  });

  it('makes the link the signed-in person’s, whatever the body says', async () => {
    const response = await (
      await t.as('emery')
    ).post('/api/quick-links', {
      ...valid,
      employeeId: PERSONAS.drew.id,
    });
    expect(response.statusCode).toBe(201);
    expect((await linkRow(response.json().id))?.employeeId).toBe(PERSONAS.emery.id);
  });

  it('answers 404 for another person’s link and changes nothing', async () => {
    const drews = await createQuickLink(t.db, { employeeId: PERSONAS.drew.id });
    const client = await t.as('emery');
    const edit = await client.patch(`/api/quick-links/${drews.id}`, valid);
    const remove = await client.delete(`/api/quick-links/${drews.id}`);
    const unknown = await client.delete('/api/quick-links/00000000-0000-4000-8000-000000000000');
    expect([edit.statusCode, remove.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    // The same answer as for an id that does not exist: nothing leaks.
    expect(edit.json().detail).toBe(unknown.json().detail);
    expect(await linkRow(drews.id)).toEqual(drews);
  });

  it('refuses to change or delete a corporate link (403) for anyone but an Admin', async () => {
    const corporate = await createQuickLink(t.db, { corporate: true });
    for (const persona of ['emery', 'blair', 'casey'] as const) {
      const client = await t.as(persona);
      const edit = await client.patch(`/api/quick-links/${corporate.id}`, valid);
      expect(edit.statusCode).toBe(403);
      expect(edit.json().detail).toBe('Corporate links cannot be edited or deleted.');
      expect((await client.delete(`/api/quick-links/${corporate.id}`)).statusCode).toBe(403);
    }
    expect(await linkRow(corporate.id)).toEqual(corporate);
  });

  it('lets only an Admin add a corporate link, and tells everyone once', async () => {
    const refused = await (
      await t.as('emery')
    ).post('/api/quick-links', { ...valid, label: 'Sneaky', isCorporate: true });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(quickLinks).where(eq(quickLinks.label, 'Sneaky'))).toEqual([]);

    const alex = await t.as('alex');
    const created = await alex.post('/api/quick-links', {
      ...valid,
      label: 'Travel Desk',
      isCorporate: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ isCorporate: true, canEdit: true });
    expect(await linkRow(created.json().id)).toMatchObject({ corporate: true, employeeId: null });

    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'New Corporate Link'), isNull(notifications.employeeId)));
    expect(sent.filter((row) => row.description.includes('Travel Desk'))).toHaveLength(1);

    // Emery sees it in her bell, and a click opens the dashboard (spec §9).
    const bell = (await (await t.as('emery')).get('/api/notifications?limit=7')).json();
    expect(bell.items[0]).toMatchObject({ type: 'New Corporate Link', target: '/' });

    // The Admin may edit and delete it.
    const id = created.json().id;
    expect((await alex.patch(`/api/quick-links/${id}`, { ...valid, label: 'Travel' })).statusCode).toBe(200);
    expect((await alex.delete(`/api/quick-links/${id}`)).statusCode).toBe(200);
  });

  it.each([
    ['Title missing', { ...valid, label: '' }, 'label', 'Required'],
    ['Title too long', { ...valid, label: 'x'.repeat(101) }, 'label', 'Must be 100 characters or less'],
    ['URL not a URL', { ...valid, url: 'intranet' }, 'url', 'Enter correct url!'],
    ['URL missing', { ...valid, url: undefined }, 'url', 'Required'],
    ['Icon not in the list', { ...valid, icon: 'IconSkull' }, 'icon', 'Required'],
    [
      'Icon colour not a colour',
      { ...valid, iconColor: 'red;' },
      'iconColor',
      'Choose a colour such as #1c7ed6',
    ],
  ])('%s: 400 with the form’s message, nothing stored', async (_case, body, field, message) => {
    const before = await t.db.select().from(quickLinks);
    const client = await t.as('emery');
    const response = await client.post('/api/quick-links', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors[field]).toEqual([message]);
    const [own] = before.filter((row) => row.employeeId === PERSONAS.emery.id);
    expect((await client.patch(`/api/quick-links/${own!.id}`, body)).statusCode).toBe(400);
    expect(await t.db.select().from(quickLinks)).toEqual(before);
  });

  it('refuses an id that is not one (400)', async () => {
    expect((await (await t.as('emery')).delete('/api/quick-links/not-an-id')).statusCode).toBe(400);
  });
});
