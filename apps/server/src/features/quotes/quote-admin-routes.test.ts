import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, quotes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function stored() {
  const [rows] = await t.db.select({ n: count() }).from(quotes);
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  return { quotes: rows!.n, audits: audits!.n };
}

describe('the quotes administration', () => {
  it('adds, edits and deletes a quote; the loading screen can draw it; each change logged', async () => {
    const alex = await t.as('alex');
    const created = await alex.post('/api/admin/quotes', {
      quote: '  Ship it, then polish it.  ',
      author: 'Zelda Quill',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, quote } = created.json();
    expect(quote).toBe('Ship it, then polish it.');

    const listed = (await alex.get('/api/admin/quotes?search=zelda')).json();
    expect(listed).toMatchObject({
      total: 1,
      items: [{ id, quote: 'Ship it, then polish it.', author: 'Zelda Quill' }],
    });

    const changed = await alex.patch(`/api/admin/quotes/${id}`, { quote: 'Ship it.', author: 'Zelda Quill' });
    expect(changed.json()).toEqual({ id, quote: 'Ship it.', author: 'Zelda Quill' });
    // Saved unchanged: nothing to log.
    await alex.patch(`/api/admin/quotes/${id}`, { quote: 'Ship it.', author: 'Zelda Quill' });

    expect((await alex.delete(`/api/admin/quotes/${id}`)).statusCode).toBe(204);
    expect((await alex.get('/api/admin/quotes?search=zelda')).json().total).toBe(0);

    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(log.map((row) => [row.action, row.entityType, row.entityLabel])).toEqual([
      ['create', 'quote', 'Zelda Quill: Ship it, then polish it.'],
      ['update', 'quote', 'Zelda Quill: Ship it.'],
      ['delete', 'quote', 'Zelda Quill: Ship it.'],
    ]);
    expect(log[1]!.before).toEqual({ quote: 'Ship it, then polish it.', author: 'Zelda Quill' });
    expect(log[2]!.after).toBeNull();
  });

  it('sorts by author or quote and pages', async () => {
    const alex = await t.as('alex');
    await alex.post('/api/admin/quotes', { quote: 'B sorted second.', author: 'Sortable Author' });
    await alex.post('/api/admin/quotes', { quote: 'A sorted first.', author: 'Sortable Author' });
    const page = (await alex.get('/api/admin/quotes?search=sortable&sort=quote&pageSize=1&page=2')).json();
    expect(page).toMatchObject({ total: 2, page: 2, items: [{ quote: 'B sorted second.' }] });
    const byAuthor = (await alex.get('/api/admin/quotes?search=sortable')).json();
    expect(byAuthor.items.map((row: { quote: string }) => row.quote)).toEqual([
      'A sorted first.',
      'B sorted second.',
    ]);
  });

  it.each([
    ['no quote', { quote: '', author: 'A' }, 'quote', 'Required'],
    ['a blank author', { quote: 'Words.', author: '   ' }, 'author', 'Required'],
    ['a missing author', { quote: 'Words.' }, 'author', 'Required'],
    ['a quote too long', { quote: 'x'.repeat(501), author: 'A' }, 'quote', 'Must be 500 characters or less'],
    [
      'an author too long',
      { quote: 'Words.', author: 'x'.repeat(256) },
      'author',
      'Must be 255 characters or less',
    ],
  ])('refuses %s with 400 on the field, and stores nothing', async (_name, body, field, message) => {
    const before = await stored();
    const response = await (await t.as('alex')).post('/api/admin/quotes', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown quote and 400 for an id that is not one', async () => {
    const alex = await t.as('alex');
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await alex.patch(`/api/admin/quotes/${unknown}`, { quote: 'Q.', author: 'A' })).statusCode).toBe(
      404,
    );
    expect((await alex.delete(`/api/admin/quotes/${unknown}`)).statusCode).toBe(404);
    expect((await alex.delete('/api/admin/quotes/42')).statusCode).toBe(400);
  });

  it('refuses everyone but Admins before looking at the body, and changes nothing', async () => {
    const [row] = await t.db.insert(quotes).values({ quote: 'Kept.', author: 'Keeper' }).returning();
    const before = await stored();
    for (const persona of ['blair', 'casey', 'drew', 'emery'] as const) {
      const caller = await t.as(persona);
      const invalid = await caller.post('/api/admin/quotes', { quote: '' });
      expect(invalid.statusCode).toBe(403);
      expect(invalid.json().detail).toBe('Only Admins can manage the quotes.');
      expect(
        (await caller.patch(`/api/admin/quotes/${row!.id}`, { quote: 'Q.', author: 'A' })).statusCode,
      ).toBe(403);
      expect((await caller.delete(`/api/admin/quotes/${row!.id}`)).statusCode).toBe(403);
    }
    expect((await t.anonymous().get('/api/admin/quotes')).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
