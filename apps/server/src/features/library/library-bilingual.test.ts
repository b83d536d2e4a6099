import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/factories';
import { createFormFor, createTrainingDocFor } from '../../../test/library-factories';
import { buildTestApp, type ApiClient, type TestApp } from '../../../test/test-app';

/* The libraries in English, in French or both (decision 065). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const training = {
  name: '',
  nameFr: 'Conduite du chariot élévateur',
  type: 'Training',
  trainingType: 'Legislative',
  category: 'Warehouse',
  subCategory: 'Safety',
  region: 'Canada',
  group: '',
  description: '',
  descriptionFr: 'Manœuvrer en sécurité dans l’entrepôt.',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

/** A reader of their own, in a language they chose. */
async function readerIn(language: 'en-CA' | 'fr-CA'): Promise<ApiClient> {
  const client = await t.asEmployee((await createEmployee(t.db)).id);
  expect((await client.put('/api/me/language', { language })).statusCode).toBe(204);
  return client;
}

const names = (body: { items: { name: string; nameFr: string }[] }) =>
  body.items.map((item) => item.name || item.nameFr);

describe('a training in French only', () => {
  it('is published, and announced to each reader in the name their language has', async () => {
    const alex = await t.as('alex');
    const created = await alex.post('/api/admin/training-docs', training);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    for (const language of ['en-CA', 'fr-CA'] as const) {
      const bell = (await (await readerIn(language)).get('/api/notifications?limit=50')).json();
      const notice = (bell.items as { trainingId: string | null; description: string }[]).find(
        (entry) => entry.trainingId === id,
      );
      expect(notice?.description).toContain('Conduite du chariot élévateur');
    }
  });

  it.each([
    ['no name in either language', { nameFr: '' }, { name: ['Required'], nameFr: ['Required'] }],
    ['an English description without its name', { description: 'Safely' }, { name: ['Required'] }],
  ])('is refused with %s', async (_, overrides, errors) => {
    const response = await (
      await t.as('alex')
    ).post('/api/admin/training-docs', { ...training, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject(errors);
  });
});

describe('the libraries’ searches find either language, accents or not', () => {
  it.each([
    ['a French word without its accent', 'elevateur'],
    ['a French word in another form', 'entrepôts'],
    ['an English word in another form', 'ladders'],
  ])('the Training Library: %s', async (_, search) => {
    const french = await createTrainingDocFor(t.db, {
      name: '',
      nameFr: 'Chariot élévateur',
      descriptionFr: 'Dans l’entrepôt',
    });
    const english = await createTrainingDocFor(t.db, { name: 'Ladder safety', description: 'Climbing' });
    const other = await createTrainingDocFor(t.db, { name: 'Payroll', nameFr: 'Paie' });
    const reader = await readerIn('en-CA');
    const found = (
      await reader.get(`/api/training-docs?pageSize=100&search=${encodeURIComponent(search)}`)
    ).json();
    const ids = (found.items as { id: string }[]).map((item) => item.id);
    expect(ids).toContain(search === 'ladders' ? english.id : french.id);
    expect(ids).not.toContain(other.id);
  });

  it('Corporate Forms, by the French name', async () => {
    const form = await createFormFor(t.db, { name: 'Expense claim', nameFr: 'Note de frais' });
    const reader = await readerIn('fr-CA');
    const found = (await reader.get('/api/corporate-forms?pageSize=100&search=frais')).json();
    expect((found.items as { id: string }[]).map((item) => item.id)).toContain(form.id);
  });

  it('Corporate Forms sorts by the name each reader sees', async () => {
    const stamp = `${Date.now()}`;
    await createFormFor(t.db, { name: `Zulu ${stamp}`, nameFr: `Alpha ${stamp}` });
    await createFormFor(t.db, { name: `Mike ${stamp}`, nameFr: '' });
    const order = async (language: 'en-CA' | 'fr-CA') =>
      names(
        (await (await readerIn(language)).get(`/api/corporate-forms?pageSize=100&search=${stamp}`)).json(),
      );
    expect(await order('en-CA')).toEqual([`Mike ${stamp}`, `Zulu ${stamp}`]);
    expect(await order('fr-CA')).toEqual([`Zulu ${stamp}`, `Mike ${stamp}`]);
  });
});
