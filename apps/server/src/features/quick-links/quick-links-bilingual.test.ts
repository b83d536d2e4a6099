import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickLinks } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { createQuickLink } from '../../../test/quick-link-factories';
import { buildTestApp, type ApiClient, type TestApp } from '../../../test/test-app';

/*
 * Bilingual corporate links (decision 065): an Admin writes the title in English, in French or
 * both, each reader sees theirs; a person's own link keeps one title (docs/quick-links.md).
 */

let t: TestApp;
let alex: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await t.as('alex');
});
afterAll(() => t.close());

const link = { url: 'intranet.example.com', icon: 'IconWorld', iconColor: '#1c7ed6' };
const corporate = { ...link, isCorporate: true };
const row = async (id: string) => (await t.db.select().from(quickLinks).where(eq(quickLinks.id, id)))[0];
const count = async () => (await t.db.select({ id: quickLinks.id }).from(quickLinks)).length;

/** A reader of their own in a company of their own, in a language they chose. */
async function readerIn(language: 'en-CA' | 'fr-CA', companyId?: string) {
  const employee = await createEmployee(t.db, companyId ? { companyId } : {});
  const client = await t.asEmployee(employee.id);
  expect((await client.put('/api/me/language', { language })).statusCode).toBe(204);
  return client;
}

describe('an Admin writes a corporate link in one language or both', () => {
  it('stores both titles', async () => {
    const created = await alex.post('/api/quick-links', {
      ...corporate,
      label: 'Benefits',
      labelFr: 'Avantages',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Benefits', labelFr: 'Avantages', isCorporate: true });
    expect(await row(created.json().id)).toMatchObject({ label: 'Benefits', labelFr: 'Avantages' });
  });

  it('takes a link in French only', async () => {
    const created = await alex.post('/api/quick-links', { ...corporate, labelFr: 'Paie' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: '', labelFr: 'Paie' });
    // Its edit may give it an English title, or take it away again.
    const id = created.json().id;
    const edited = await alex.patch(`/api/quick-links/${id}`, { ...link, label: 'Pay', labelFr: 'Paie' });
    expect(edited.json()).toMatchObject({ label: 'Pay', labelFr: 'Paie' });
    expect((await alex.patch(`/api/quick-links/${id}`, { ...link, labelFr: 'Paie' })).json()).toMatchObject({
      label: '',
      labelFr: 'Paie',
    });
  });

  it.each([
    [
      'no title in either language',
      { label: ' ', labelFr: '' },
      { label: ['Required'], labelFr: ['Required'] },
    ],
    ['a French title of 101', { labelFr: 'x'.repeat(101) }, { labelFr: ['Must be 100 characters or less'] }],
  ])('refuses %s with 400 and stores nothing', async (_, titles, errors) => {
    const before = await count();
    const response = await alex.post('/api/quick-links', { ...corporate, ...titles });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    const existing = await createQuickLink(t.db, { corporate: true, label: 'Kept' });
    expect((await alex.patch(`/api/quick-links/${existing.id}`, { ...link, ...titles })).statusCode).toBe(
      400,
    );
    expect(await row(existing.id)).toMatchObject({ label: 'Kept', labelFr: '' });
    expect(await count()).toBe(before + 1);
  });
});

describe('a person’s own link keeps one title', () => {
  it('drops a French title sent with it', async () => {
    const emery = await t.as('emery');
    const created = await emery.post('/api/quick-links', { ...link, label: 'Wiki', labelFr: 'Wiki (fr)' });
    expect(created.statusCode).toBe(201);
    expect(await row(created.json().id)).toMatchObject({ label: 'Wiki', labelFr: '', corporate: false });
    const edited = await emery.patch(`/api/quick-links/${created.json().id}`, {
      ...link,
      label: 'Wiki home',
      labelFr: 'Accueil',
    });
    expect(edited.statusCode).toBe(200);
    expect(await row(created.json().id)).toMatchObject({ label: 'Wiki home', labelFr: '' });
  });

  it('asks for its Title when only a French one is given (400), storing nothing', async () => {
    const emery = await t.as('emery');
    const before = await count();
    const created = await emery.post('/api/quick-links', { ...link, labelFr: 'Horaire' });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ label: ['Required'] });
    expect(await count()).toBe(before);

    const own = await createQuickLink(t.db, { label: 'Roster' });
    const edited = await emery.patch(`/api/quick-links/${own.id}`, {
      ...link,
      label: '',
      labelFr: 'Horaire',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ label: ['Required'] });
    expect(await row(own.id)).toMatchObject({ label: 'Roster', labelFr: '' });
  });

  it('is held to it by the database too', async () => {
    await expect(createQuickLink(t.db, { label: 'Mine', labelFr: 'À moi' })).rejects.toThrow();
    await expect(createQuickLink(t.db, { corporate: true, label: '', labelFr: '' })).rejects.toThrow();
  });
});

describe('each reader sees the title in their language', () => {
  it('the sidebar lists a company’s links by the title its reader sees', async () => {
    const company = await createCompany(t.db);
    const ids: string[] = [];
    for (const [label, labelFr] of [
      ['Zebra', 'Abeille'],
      ['Apple', ''],
      ['', 'Mouton'],
    ]) {
      ids.push((await createQuickLink(t.db, { corporate: true, companyId: company.id, label, labelFr })).id);
    }
    const order = async (language: 'en-CA' | 'fr-CA') => {
      const items = (await (await readerIn(language, company.id)).get('/api/quick-links/corporate')).json()
        .items as { id: string; label: string; labelFr: string }[];
      return items.filter((item) => ids.includes(item.id)).map((item) => `${item.label}/${item.labelFr}`);
    };
    expect(await order('fr-CA')).toEqual(['Zebra/Abeille', 'Apple/', '/Mouton']);
    expect(await order('en-CA')).toEqual(['Apple/', '/Mouton', 'Zebra/Abeille']);
  });

  it('the Corporate Links screen sorts by the title its Admin sees', async () => {
    const company = await createCompany(t.db);
    for (const [label, labelFr] of [
      ['Zebra', 'Abeille'],
      ['Apple', ''],
      ['', 'Mouton'],
    ]) {
      await createQuickLink(t.db, { corporate: true, companyId: company.id, label, labelFr });
    }
    const order = async (language: string) => {
      expect((await alex.put('/api/me/language', { language })).statusCode).toBe(204);
      const items = (
        await alex.get(`/api/admin/corporate-links?pageSize=all&sort=label&order=asc&companyId=${company.id}`)
      ).json().items as { label: string; labelFr: string; company: { id: string } | null }[];
      return items
        .filter((item) => item.company?.id === company.id)
        .map((item) => `${item.label}/${item.labelFr}`);
    };
    expect(await order('fr-CA')).toEqual(['Zebra/Abeille', 'Apple/', '/Mouton']);
    expect(await order('en-CA')).toEqual(['Apple/', '/Mouton', 'Zebra/Abeille']);
  });

  it('“New Corporate Link” names the link in each reader’s language, or the one it has', async () => {
    const company = await createCompany(t.db);
    const inFrench = await readerIn('fr-CA', company.id);
    const inEnglish = await readerIn('en-CA', company.id);
    for (const titles of [
      { label: 'Timesheets', labelFr: 'Feuilles de temps' },
      { labelFr: 'Covoiturage' },
    ]) {
      const body = { ...corporate, ...titles, companyId: company.id };
      expect((await alex.post('/api/quick-links', body)).statusCode).toBe(201);
    }
    const said = async (client: ApiClient) =>
      ((await client.get('/api/notifications?limit=50')).json().items as { description: string }[])
        .map((item) => item.description)
        .filter((text) => /Timesheets|Feuilles|Covoiturage/.test(text));
    expect(await said(inFrench)).toEqual([
      'Covoiturage a été ajouté aux liens de l’entreprise.',
      'Feuilles de temps a été ajouté aux liens de l’entreprise.',
    ]);
    expect(await said(inEnglish)).toEqual([
      'Covoiturage was added to Corporate Links.',
      'Timesheets was added to Corporate Links.',
    ]);
  });
});

describe('the search finds a link by either title, accents or not', () => {
  it.each([
    ['the French title, without its accents', 'securite'],
    ['a French word in another form (the french stemmer)', 'chantiers'],
    ['the English title', 'bulletins'],
    ['the URL, as before', 'HARDHATS'],
  ])('%s', async (_, search) => {
    const made = await createQuickLink(t.db, {
      corporate: true,
      label: 'Site bulletins',
      labelFr: 'Sécurité au chantier',
      url: 'https://hardhats.example.com',
    });
    const other = await createQuickLink(t.db, { corporate: true, label: 'Canteen', labelFr: 'Cafétéria' });
    for (const path of ['/api/quick-links', '/api/admin/corporate-links']) {
      const ids = (await alex.get(`${path}?pageSize=all&search=${encodeURIComponent(search)}`))
        .json()
        .items.map((item: { id: string }) => item.id);
      expect(ids, path).toContain(made.id);
      expect(ids, path).not.toContain(other.id);
    }
  });

  it('takes any search text without an error, and a % is text', async () => {
    for (const search of ['"unclosed', '!!! & | :*', "o'brien", '\\%_', '-', 'a'.repeat(200)]) {
      expect(
        (await alex.get(`/api/quick-links?search=${encodeURIComponent(search)}`)).statusCode,
        search,
      ).toBe(200);
    }
    expect((await alex.get('/api/admin/corporate-links?search=%25')).json().total).toBe(0);
  });
});
