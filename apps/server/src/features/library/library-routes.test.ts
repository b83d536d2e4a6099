import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobs, libraryAttachments, trainingDocs } from '../../db/schema';
import { createFormFor, createTrainingDocFor } from '../../../test/library-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type Item = { name: string };
const names = (body: { items: Item[] }) => body.items.map((item) => item.name);

beforeAll(async () => {
  t = await buildTestApp();
  // Twelve IT / Security trainings, then three others, the newest made last.
  for (let n = 1; n <= 12; n++) {
    await createTrainingDocFor(t.db, { name: `Security ${n}`, createdAt: minutesAgo(100 - n) });
  }
  await createTrainingDocFor(t.db, {
    name: 'Forklift Safety',
    category: 'Warehouse',
    subCategory: 'Safety',
    trainingType: 'Legislative',
    description: 'Operating a forklift in the warehouse, 100% of the checks.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    files: ['Forklift checklist.pdf'],
    createdAt: minutesAgo(20),
  });
  await createTrainingDocFor(t.db, {
    name: 'Phishing Awareness',
    category: 'IT',
    subCategory: 'Software',
    createdAt: minutesAgo(10),
  });
  await createTrainingDocFor(t.db, {
    name: 'Warehouse Inventory Counts',
    category: 'Warehouse',
    subCategory: 'Inventory',
    createdAt: minutesAgo(5),
  });
  await createTrainingDocFor(t.db, { name: 'Masks on site', type: 'Protocol', files: ['Mask protocol.pdf'] });
  await createTrainingDocFor(t.db, { name: 'Daily screening', type: 'Form' });
  for (let n = 1; n <= 10; n++) {
    await createFormFor(t.db, {
      name: `Expense Form ${String(n).padStart(2, '0')}`,
      category: 'Finance',
      subCategory: 'Expenses',
      files: [`Expense ${n}.pdf`],
    });
  }
  await createFormFor(t.db, { name: 'New Hire Setup', category: 'HR', subCategory: 'Onboarding' });
});
afterAll(() => t.close());

describe('GET /api/training-docs', () => {
  it('gives 9 a page, newest first, trainings only, with the total', async () => {
    const response = await (await t.as('emery')).get('/api/training-docs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 15, page: 1, pageSize: 9 });
    expect(names(body)).toEqual([
      'Warehouse Inventory Counts',
      'Phishing Awareness',
      'Forklift Safety',
      'Security 12',
      'Security 11',
      'Security 10',
      'Security 9',
      'Security 8',
      'Security 7',
    ]);
    expect(body.items[2]).toMatchObject({
      trainingType: 'Legislative',
      category: 'Warehouse',
      subCategory: 'Safety',
      hasVideo: true,
      attachmentCount: 1,
    });
  });

  it('pages on: page 2 holds the other 6', async () => {
    const body = (await (await t.as('emery')).get('/api/training-docs?page=2')).json();
    expect(body).toMatchObject({ page: 2, total: 15 });
    expect(names(body)).toEqual([
      'Security 6',
      'Security 5',
      'Security 4',
      'Security 3',
      'Security 2',
      'Security 1',
    ]);
  });

  it.each([
    ['category=Warehouse', ['Warehouse Inventory Counts', 'Forklift Safety']],
    ['category=Warehouse&subCategory=Safety', ['Forklift Safety']],
    ['subCategory=Software', ['Phishing Awareness']],
    ['category=Warehouse&subCategory=Software', []],
    ['category=IT&search=phish', ['Phishing Awareness']],
    ['search=warehouse', ['Warehouse Inventory Counts', 'Forklift Safety']],
    ['search=100%25', ['Forklift Safety']],
    ['search=masks', []],
  ])('combines the filters: %s', async (query, expected) => {
    const body = (await (await t.as('emery')).get(`/api/training-docs?${query}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages a filtered list at 9 too', async () => {
    const client = await t.as('emery');
    const first = (await client.get('/api/training-docs?category=IT&subCategory=Security')).json();
    const second = (await client.get('/api/training-docs?category=IT&subCategory=Security&page=2')).json();
    expect(first).toMatchObject({ total: 12, pageSize: 9 });
    expect(first.items).toHaveLength(9);
    expect(names(second)).toEqual(['Security 3', 'Security 2', 'Security 1']);
  });

  it.each([
    ['category=Marketing', 'category'],
    ['subCategory=Nothing', 'subCategory'],
    ['page=0', 'page'],
    ['sort=region', 'sort'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('emery')).get(`/api/training-docs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('is for signed-in people only', async () => {
    expect((await t.anonymous().get('/api/training-docs')).statusCode).toBe(401);
  });
});

describe('GET /api/training-docs/:id', () => {
  it('gives the detail with the video address and the attachments', async () => {
    const client = await t.as('emery');
    const list = (await client.get('/api/training-docs?search=forklift')).json();
    const response = await client.get(`/api/training-docs/${list.items[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Forklift Safety',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      attachments: [{ name: 'Forklift checklist.pdf', contentType: 'application/pdf' }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const client = await t.as('emery');
    const unknown = await client.get('/api/training-docs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('The document was not found.');
    expect((await client.get('/api/training-docs/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/covid-documents', () => {
  it('lists the Protocol and Form documents by name, each with its attachments', async () => {
    const body = (await (await t.as('drew')).get('/api/covid-documents')).json();
    expect(body).toMatchObject({ total: 2, pageSize: 9 });
    expect(body.items).toMatchObject([
      { name: 'Daily screening', type: 'Form', attachments: [] },
      { name: 'Masks on site', type: 'Protocol', attachments: [{ name: 'Mask protocol.pdf' }] },
    ]);
  });
});

describe('GET /api/corporate-forms', () => {
  it('gives 9 a page by name, each with its attachment', async () => {
    const client = await t.as('emery');
    const first = (await client.get('/api/corporate-forms')).json();
    expect(first).toMatchObject({ total: 11, pageSize: 9 });
    expect(first.items[0]).toMatchObject({
      name: 'Expense Form 01',
      attachments: [{ name: 'Expense 1.pdf' }],
    });
    const second = (await client.get('/api/corporate-forms?page=2')).json();
    expect(names(second)).toEqual(['Expense Form 10', 'New Hire Setup']);
  });

  it.each([
    ['category=HR', ['New Hire Setup']],
    ['category=Finance&subCategory=Expenses&search=form 1', ['Expense Form 10']],
    ['category=HR&subCategory=Expenses', []],
    ['search=setup', ['New Hire Setup']],
  ])('combines the filters: %s', async (query, expected) => {
    const body = (await (await t.as('emery')).get(`/api/corporate-forms?${query}`)).json();
    expect(names(body)).toEqual(expected);
  });

  it('refuses a training category', async () => {
    const response = await (await t.as('emery')).get('/api/corporate-forms?category=Warehouse');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['category']);
  });
});

describe('GET /api/library-attachments/:id', () => {
  it('downloads the file with the attachment headers, or opens a PDF inline', async () => {
    const client = await t.as('emery');
    const form = (await client.get('/api/corporate-forms?search=Form 03')).json().items[0];
    const download = await client.get(`/api/library-attachments/${form.attachments[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="Expense 3.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.body.startsWith('%PDF-')).toBe(true);
    const inline = await client.get(`/api/library-attachments/${form.attachments[0].id}?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('answers 404 for an unknown attachment', async () => {
    const response = await (
      await t.as('emery')
    ).get('/api/library-attachments/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('The attachment was not found.');
  });
});

describe('deleting a document through the service', () => {
  it('takes its attachments and their bytes with it', async () => {
    const { deleteTrainingDoc } = await import('./library-service');
    const { databaseAttachmentStore } = await import('../../lib/attachments/attachment-store');
    const blobs = async () => (await t.db.select({ n: count() }).from(attachmentBlobs))[0]!.n;
    const before = await blobs();
    const doc = await createTrainingDocFor(t.db, { files: ['a.pdf', 'b.pdf'] });
    expect(await blobs()).toBe(before + 2);
    await deleteTrainingDoc({ db: t.db, openStore: databaseAttachmentStore }, doc.id);
    expect(await blobs()).toBe(before);
    const left = await t.db.select({ n: count() }).from(libraryAttachments);
    expect(left[0]!.n).toBe(12);
    expect((await t.db.select({ n: count() }).from(trainingDocs))[0]!.n).toBe(17);
  });
});
