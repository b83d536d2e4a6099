import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentBlobs,
  auditLog,
  corporateForms,
  libraryAttachments,
  notifications,
  trainingDocs,
} from '../../db/schema';
import { fileForm, minimalPdf } from '../../../test/attachment-files';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const training = {
  name: 'Forklift Basics',
  type: 'Training',
  trainingType: 'Legislative',
  category: 'Warehouse',
  subCategory: 'Safety',
  region: 'Canada',
  group: 'Yard',
  description: 'Driving a forklift safely.',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

async function stored() {
  const [docs] = await t.db.select({ n: count() }).from(trainingDocs);
  const [files] = await t.db.select({ n: count() }).from(libraryAttachments);
  const [blobs] = await t.db.select({ n: count() }).from(attachmentBlobs);
  const [entries] = await t.db.select({ n: count() }).from(auditLog);
  return { docs: docs!.n, files: files!.n, blobs: blobs!.n, entries: entries!.n };
}

describe('the Training Library administration', () => {
  it('announces a training once it has something to open, and withdraws it with the training', async () => {
    const alex = await t.as('alex');
    const emery = await t.as('emery');
    const announced = async (who: typeof alex, id: string) =>
      ((await who.get('/api/notifications?limit=50')).json().items as { trainingId: string | null }[]).some(
        (entry) => entry.trainingId === id,
      );
    const created = await alex.post('/api/admin/training-docs', {
      ...training,
      name: 'No video yet',
      videoUrl: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await announced(emery, id)).toBe(false);

    const upload = await alex.request({
      method: 'POST',
      url: `/api/admin/training-docs/${id}/attachments`,
      ...fileForm('Checklist.pdf', minimalPdf()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await announced(emery, id)).toBe(true);
    expect(await announced(alex, id)).toBe(false);
    // Another file is not a second announcement.
    await alex.request({
      method: 'POST',
      url: `/api/admin/training-docs/${id}/attachments`,
      ...fileForm('Second.pdf', minimalPdf()),
    });
    const rows = await t.db.select().from(notifications).where(eq(notifications.trainingId, id));
    expect(rows).toHaveLength(1);

    expect((await alex.delete(`/api/admin/training-docs/${id}`)).statusCode).toBe(204);
    expect(await announced(emery, id)).toBe(false);
    expect(await t.db.select().from(notifications).where(eq(notifications.trainingId, id))).toEqual([]);
  });

  it('publishes a training with a video and a PDF: New Training for Emery, logged with before and after', async () => {
    const alex = await t.as('alex');
    const created = await alex.post('/api/admin/training-docs', training);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const upload = await alex.request({
      method: 'POST',
      url: `/api/admin/training-docs/${id}/attachments`,
      ...fileForm('Forklift checklist.pdf', minimalPdf()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({ name: 'Forklift checklist.pdf', contentType: 'application/pdf' });

    const emery = await t.as('emery');
    const detail = (await emery.get(`/api/training-docs/${id}`)).json();
    expect(detail).toMatchObject({ name: 'Forklift Basics', videoUrl: training.videoUrl });
    expect(detail.attachments.map((file: { name: string }) => file.name)).toEqual(['Forklift checklist.pdf']);

    const bell = (await emery.get('/api/notifications?limit=50')).json();
    const item = bell.items.find((entry: { trainingId: string }) => entry.trainingId === id);
    expect(item).toMatchObject({ type: 'New Training', target: `/helpDocs/${id}`, isRead: false });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: PERSONAS.alex.id,
      action: 'create',
      entityType: 'training-doc',
      entityLabel: 'Forklift Basics',
      before: null,
      after: { name: 'Forklift Basics', category: 'Warehouse', videoUrl: training.videoUrl, attachments: [] },
    });
    expect(entries[1]).toMatchObject({
      action: 'update',
      before: { attachments: [] },
      after: { attachments: ['Forklift checklist.pdf'] },
    });
  });

  it('edits, removes a file and deletes a training with its files, each logged', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post('/api/admin/training-docs', { ...training, name: 'Old name' })).json();
    const file = (
      await alex.request({
        method: 'POST',
        url: `/api/admin/training-docs/${id}/attachments`,
        ...fileForm('Guide.pdf', minimalPdf()),
      })
    ).json();
    await alex.request({
      method: 'POST',
      url: `/api/admin/training-docs/${id}/attachments`,
      ...fileForm('Second.pdf', minimalPdf()),
    });

    const edited = await alex.patch(`/api/admin/training-docs/${id}`, {
      ...training,
      name: 'New name',
      category: 'IT',
      subCategory: 'Software',
      videoUrl: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await alex.get(`/api/training-docs/${id}`)).json();
    expect(detail).toMatchObject({ name: 'New name', category: 'IT', videoUrl: null });

    expect((await alex.delete(`/api/admin/training-docs/${id}/attachments/${file.id}`)).statusCode).toBe(204);
    const before = await stored();
    expect((await alex.delete(`/api/admin/training-docs/${id}`)).statusCode).toBe(204);
    const after = await stored();
    expect(after).toMatchObject({ docs: before.docs - 1, files: before.files - 1, blobs: before.blobs - 1 });
    expect((await alex.get(`/api/training-docs/${id}`)).statusCode).toBe(404);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(entries[3]).toMatchObject({
      before: { name: 'Old name' },
      after: { name: 'New name', videoUrl: null },
    });
    expect(entries[5]).toMatchObject({
      before: { name: 'New name', attachments: ['Second.pdf'] },
      after: null,
    });
  });

  it('does not announce a Covid-19 document, which the admin list shows beside the trainings', async () => {
    const alex = await t.as('alex');
    const { id } = (
      await alex.post('/api/admin/training-docs', { ...training, name: 'Mask protocol', type: 'Protocol' })
    ).json();
    const all = (await alex.get('/api/admin/training-docs?search=mask')).json();
    expect(all.items).toEqual([expect.objectContaining({ id, type: 'Protocol', name: 'Mask protocol' })]);
    const trainings = (await alex.get('/api/admin/training-docs?search=mask&type=Training')).json();
    expect(trainings.total).toBe(0);
    const bell = (await (await t.as('emery')).get('/api/notifications?limit=50')).json();
    expect(bell.items.some((entry: { trainingId: string }) => entry.trainingId === id)).toBe(false);
  });

  it('takes a Covid-19 document without a category, which no reader of Covid Protocols sees', async () => {
    const alex = await t.as('alex');
    const { category, subCategory, ...uncategorised } = training;
    const created = await alex.post('/api/admin/training-docs', {
      ...uncategorised,
      name: 'Distancing protocol',
      type: 'Protocol',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db
      .select({ category: trainingDocs.category, subCategory: trainingDocs.subCategory })
      .from(trainingDocs)
      .where(eq(trainingDocs.id, created.json().id));
    expect(row).toEqual({ category: '', subCategory: '' });
    // A training still needs both.
    const refused = await alex.post('/api/admin/training-docs', { ...uncategorised, name: 'No category' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['category', 'subCategory']);
    expect([category, subCategory]).toEqual(['Warehouse', 'Safety']);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Required'],
    ['a long name', { name: 'x'.repeat(256) }, 'name', 'Must be 255 characters or less'],
    ['an unknown category', { category: 'Gardening' }, 'category', 'Required'],
    [
      'a sub-category of another category',
      { subCategory: 'Software' },
      'subCategory',
      'Choose a sub-category of the chosen category',
    ],
    [
      'a video address that is not a web address',
      { videoUrl: 'youtube' },
      'videoUrl',
      'Enter a web address starting with http:// or https://',
    ],
    ['an unknown region', { region: 'Mars' }, 'region', 'Required'],
  ])('%s is a 400 with the message and changes nothing', async (_, overrides, field, message) => {
    const before = await stored();
    const response = await (
      await t.as('alex')
    ).post('/api/admin/training-docs', { ...training, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not a PDF in disguise, and an unknown training', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post('/api/admin/training-docs', { ...training, name: 'Files' })).json();
    const before = await stored();
    const fake = await alex.request({
      method: 'POST',
      url: `/api/admin/training-docs/${id}/attachments`,
      ...fileForm('Guide.pdf', 'not a pdf'),
    });
    expect(fake.statusCode).toBe(400);
    const unknown = await alex.patch(
      '/api/admin/training-docs/00000000-0000-4000-8000-000000000000',
      training,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('is for Admins only: 403 and nothing changed', async () => {
    const alex = await t.as('alex');
    const { id } = (await alex.post('/api/admin/training-docs', { ...training, name: 'Guarded' })).json();
    const before = await stored();
    for (const persona of ['emery', 'drew', 'casey', 'blair'] as const) {
      const client = await t.as(persona);
      expect((await client.post('/api/admin/training-docs', training)).statusCode).toBe(403);
      expect((await client.patch(`/api/admin/training-docs/${id}`, training)).statusCode).toBe(403);
      expect((await client.delete(`/api/admin/training-docs/${id}`)).statusCode).toBe(403);
      const upload = await client.request({
        method: 'POST',
        url: `/api/admin/training-docs/${id}/attachments`,
        ...fileForm('Guide.pdf', minimalPdf()),
      });
      expect(upload.statusCode).toBe(403);
      // Refused before the body is read: a bad body tells them nothing more.
      expect((await client.post('/api/admin/training-docs', { name: '' })).statusCode).toBe(403);
      expect((await client.patch(`/api/admin/corporate-forms/${id}`, { bad: true })).statusCode).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the Corporate Forms administration', () => {
  const form = {
    name: 'Travel Expense Claim',
    region: 'Canada',
    category: 'Finance',
    subCategory: 'Expenses',
  };

  it('adds a form with its file, unannounced; edits and deletes it, each logged', async () => {
    const alex = await t.as('alex');
    const [announced] = await t.db.select({ n: count() }).from(notifications);
    const created = await alex.post('/api/admin/corporate-forms', form);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const upload = await alex.request({
      method: 'POST',
      url: `/api/admin/corporate-forms/${id}/attachments`,
      ...fileForm('Travel claim.pdf', minimalPdf()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const listed = (await (await t.as('emery')).get('/api/corporate-forms?search=travel expense')).json();
    expect(listed.items).toEqual([
      expect.objectContaining({
        id,
        name: 'Travel Expense Claim',
        attachments: [expect.objectContaining({ name: 'Travel claim.pdf' })],
      }),
    ]);
    expect((await t.db.select({ n: count() }).from(notifications))[0]).toEqual(announced);
    expect((await alex.get(`/api/corporate-forms/${id}`)).json()).toMatchObject({ id, category: 'Finance' });

    const edited = await alex.patch(`/api/admin/corporate-forms/${id}`, {
      ...form,
      category: 'HR',
      subCategory: 'Leave',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await alex.delete(`/api/admin/corporate-forms/${id}/attachments/${upload.json().id}`)).statusCode,
    ).toBe(204);
    expect((await alex.delete(`/api/admin/corporate-forms/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(corporateForms).where(eq(corporateForms.id, id))).toHaveLength(0);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(entries[0]).toMatchObject({
      entityType: 'corporate-form',
      before: null,
      after: { name: 'Travel Expense Claim', attachments: [] },
    });
    expect(entries[2]).toMatchObject({
      before: { category: 'Finance' },
      after: { category: 'HR', subCategory: 'Leave' },
    });
    expect(entries[4]).toMatchObject({ before: { attachments: [] }, after: null });
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Required'],
    ['a training category', { category: 'Warehouse' }, 'category', 'Required'],
    [
      'a sub-category of another category',
      { subCategory: 'Benefits' },
      'subCategory',
      'Choose a sub-category of the chosen category',
    ],
  ])('%s is a 400 and changes nothing', async (_, overrides, field, message) => {
    const before = await t.db.select({ n: count() }).from(corporateForms);
    const response = await (await t.as('alex')).post('/api/admin/corporate-forms', { ...form, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await t.db.select({ n: count() }).from(corporateForms)).toEqual(before);
  });

  it('is for Admins only', async () => {
    const emery = await t.as('emery');
    expect((await emery.post('/api/admin/corporate-forms', form)).statusCode).toBe(403);
  });
});
