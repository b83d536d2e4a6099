import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobs, auditLog, wallOfWow } from '../../db/schema';
import {
  EXE_BYTES,
  fileForm,
  HTML_PAGE,
  MINIMAL_PNG,
  minimalPdf,
  pdfOfSize,
} from '../../../test/attachment-files';
import { createWallOfWow } from '../../../test/dashboard-factories';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The server's month, as the dashboard reads it. */
const THIS_MONTH = new Date().toISOString().slice(0, 7);

const entry = (month: string, overrides: Record<string, unknown> = {}) => ({
  month,
  winnerId: PERSONAS.emery.id,
  nominatedBy: 'Drew Okafor',
  value: 'Customer First',
  ...overrides,
});

/** A WebP's first bytes: RIFF, a size, WEBP, a VP8 chunk. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(20)]);

async function stored() {
  const [entries] = await t.db.select({ n: count() }).from(wallOfWow);
  const [blobs] = await t.db.select({ n: count() }).from(attachmentBlobs);
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  return { entries: entries!.n, blobs: blobs!.n, audits: audits!.n };
}

const upload = async (id: string, name: string, bytes: Buffer | string, caller: 'alex' | 'emery' = 'alex') =>
  (await t.as(caller)).request({
    method: 'PUT',
    url: `/api/admin/wall-of-wow/${id}/image`,
    ...fileForm(name, bytes),
  });

describe('the Wall of Wow administration', () => {
  // This month's entry: the dashboard shows a month once it has begun.
  it('adds a month, uploads its picture, shows it on the dashboard, then deletes both; each step logged', async () => {
    const alex = await t.as('alex');
    const created = await alex.post('/api/admin/wall-of-wow', entry(THIS_MONTH));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const uploaded = await upload(id, 'Emery at the awards.png', MINIMAL_PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      id,
      month: `${THIS_MONTH}-01`,
      winner: { id: PERSONAS.emery.id, name: 'Emery Lindqvist' },
      nominatedBy: 'Drew Okafor',
      value: 'Customer First',
      valueFr: '',
      imageUrl: `/api/wall-of-wow/${id}/image`,
      imageName: 'Emery at the awards.png',
    });

    const emery = await t.as('emery');
    const current = (await emery.get('/api/wall-of-wow/current')).json();
    expect(current.wallOfWow).toMatchObject({ id, imageUrl: `/api/wall-of-wow/${id}/image` });
    const image = await emery.get(`/api/wall-of-wow/${id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^attachment; filename="Emery at the awards.png"/);
    expect(image.rawPayload.equals(MINIMAL_PNG)).toBe(true);

    const before = await stored();
    expect((await alex.delete(`/api/admin/wall-of-wow/${id}`)).statusCode).toBe(204);
    expect(await stored()).toEqual({
      entries: before.entries - 1,
      blobs: before.blobs - 1,
      audits: before.audits + 1,
    });
    expect((await emery.get(`/api/wall-of-wow/${id}/image`)).statusCode).toBe(404);

    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(log.map((row) => [row.action, row.entityType, row.entityLabel, row.actorName])).toEqual([
      ['create', 'wall-of-wow', `Emery Lindqvist (${THIS_MONTH})`, 'Alex Morgan'],
      ['update', 'wall-of-wow', `Emery Lindqvist (${THIS_MONTH})`, 'Alex Morgan'],
      ['delete', 'wall-of-wow', `Emery Lindqvist (${THIS_MONTH})`, 'Alex Morgan'],
    ]);
    expect(log[1]!.before).toMatchObject({ image: null });
    expect(log[1]!.after).toMatchObject({ image: 'Emery at the awards.png', value: 'Customer First' });
    expect(log[2]!.after).toBeNull();
  });

  it('edits an entry, and a new picture replaces the old one’s bytes', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post('/api/admin/wall-of-wow', entry('2098-01'))).json();
    expect(
      (
        await upload(
          id,
          'first.jpg',
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]),
        )
      ).statusCode,
    ).toBe(200);
    const blobs = (await stored()).blobs;
    expect((await upload(id, 'second.webp', WEBP)).json()).toMatchObject({ imageName: 'second.webp' });
    expect((await upload(id, 'third.gif', GIF)).json()).toMatchObject({ imageName: 'third.gif' });
    expect((await stored()).blobs).toBe(blobs);

    const changed = await alex.patch(
      `/api/admin/wall-of-wow/${id}`,
      entry('2098-02', { value: '  Own It  ' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = (await alex.get(`/api/admin/wall-of-wow/${id}`)).json();
    expect(detail).toMatchObject({ month: '2098-02-01', value: 'Own It', imageName: 'third.gif' });
  });

  it('lists newest month first, searches winner, nominator and value, and pages', async () => {
    const winner = await createEmployee(t.db, { firstName: 'Quinn', lastName: 'Zephyrine' });
    await createWallOfWow(t.db, { month: '2090-03-01', winnerId: winner.id, nominatedBy: 'The Zephyr team' });
    await createWallOfWow(t.db, { month: '2090-05-01', winnerId: winner.id, value: 'Zephyr Spirit' });
    const alex = await t.as('alex');
    const found = (await alex.get('/api/admin/wall-of-wow?search=zephyr')).json();
    expect(found.total).toBe(2);
    expect(found.items.map((row: { month: string }) => row.month)).toEqual(['2090-05-01', '2090-03-01']);
    expect(found.items[0].imageUrl).toBe('/wall-of-wow/trophy.svg');
    const paged = (await alex.get('/api/admin/wall-of-wow?search=zephyr&pageSize=1&page=2&order=asc')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items[0].month).toBe('2090-05-01');
    expect((await alex.get('/api/admin/wall-of-wow?sort=nominatedBy')).statusCode).toBe(400);
  });

  it.each([
    ['no month', { month: '' }, 'month', 'Required'],
    ['a day, not a month', { month: '2026-03-14' }, 'month', 'Enter a month as YYYY-MM'],
    ['month 13', { month: '2026-13' }, 'month', 'Enter a month as YYYY-MM'],
    ['a month too far', { month: '2150-01' }, 'month', 'Enter a month between 2000 and 2100'],
    ['no winner', { winnerId: '' }, 'winnerId', 'Choose the winner'],
    [
      'an unknown winner',
      { winnerId: '00000000-0000-4000-8000-000000000000' },
      'winnerId',
      'Choose the winner from the directory',
    ],
    ['a blank nominator', { nominatedBy: '   ' }, 'nominatedBy', 'Required'],
    ['a long value', { value: 'x'.repeat(101) }, 'value', 'Must be 100 characters or less'],
  ])('refuses %s with 400 on the field, and stores nothing', async (_name, change, field, message) => {
    const before = await stored();
    const response = await (await t.as('alex')).post('/api/admin/wall-of-wow', entry('2097-01', change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a month that already has an entry with 409, on create and on edit', async () => {
    const alex = await t.as('alex');
    await createWallOfWow(t.db, { month: '2096-04-01' });
    const taken = await alex.post('/api/admin/wall-of-wow', entry('2096-04'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.month).toEqual(['There is already a Wall of Wow for 2096-04.']);
    const other = await createWallOfWow(t.db, { month: '2096-05-01' });
    expect((await alex.patch(`/api/admin/wall-of-wow/${other.id}`, entry('2096-04'))).statusCode).toBe(409);
  });

  it.each([
    ['a web page named .png', 'winner.png', HTML_PAGE, 400, "The file's content does not match .png"],
    [
      'a PDF',
      'winner.pdf',
      minimalPdf(),
      400,
      'Invalid file, allowed extensions are: "jpg, jpeg, png, webp, gif"',
    ],
    ['a program named .gif', 'winner.gif', EXE_BYTES, 400, "The file's content does not match .gif"],
    [
      'an SVG (scripts can hide in one)',
      'winner.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      400,
      'Invalid file, allowed extensions are: "jpg, jpeg, png, webp, gif"',
    ],
    ['an empty picture', 'winner.png', Buffer.alloc(0), 400, 'The file is empty.'],
    [
      'a picture over 15 MB',
      'winner.png',
      pdfOfSize(15_728_641),
      413,
      'File too large, (Max upload size: 15 MB)',
    ],
  ])('refuses %s, keeping the picture it had', async (_name, fileName, bytes, status, message) => {
    const { id } = await createWallOfWow(t.db);
    const before = await stored();
    const response = await upload(id, fileName, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors.file).toEqual([message]);
    expect(await stored()).toEqual(before);
    expect((await (await t.as('alex')).get(`/api/admin/wall-of-wow/${id}`)).json().imageUrl).toBe(
      '/wall-of-wow/trophy.svg',
    );
  });

  it('answers 404 for an unknown entry, and 400 for an id that is not one', async () => {
    const alex = await t.as('alex');
    const unknown = '00000000-0000-4000-8000-00000000d0d0';
    expect((await alex.get(`/api/admin/wall-of-wow/${unknown}`)).statusCode).toBe(404);
    expect((await alex.patch(`/api/admin/wall-of-wow/${unknown}`, entry('2095-01'))).statusCode).toBe(404);
    expect((await alex.delete(`/api/admin/wall-of-wow/${unknown}`)).statusCode).toBe(404);
    expect((await upload(unknown, 'a.png', MINIMAL_PNG)).statusCode).toBe(404);
    expect((await alex.get(`/api/wall-of-wow/${unknown}/image`)).statusCode).toBe(404);
    expect((await alex.get('/api/admin/wall-of-wow/not-an-id')).statusCode).toBe(400);
    // A shipped picture is the web app's file, not the API's.
    const shipped = await createWallOfWow(t.db);
    expect((await alex.get(`/api/wall-of-wow/${shipped.id}/image`)).statusCode).toBe(404);
  });

  it('refuses everyone but Admins before looking at the body, and changes nothing', async () => {
    const emery = await t.as('emery');
    const { id } = await createWallOfWow(t.db);
    const before = await stored();
    const invalid = await emery.post('/api/admin/wall-of-wow', { month: 'nonsense' });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().detail).toBe('Only Admins can manage the Wall of Wow.');
    expect((await emery.patch(`/api/admin/wall-of-wow/${id}`, entry('2094-01'))).statusCode).toBe(403);
    expect((await emery.delete(`/api/admin/wall-of-wow/${id}`)).statusCode).toBe(403);
    expect((await upload(id, 'a.png', MINIMAL_PNG, 'emery')).statusCode).toBe(403);
    expect((await emery.get('/api/admin/wall-of-wow?page=0')).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
