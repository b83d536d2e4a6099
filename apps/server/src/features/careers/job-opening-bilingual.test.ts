import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobOpenings } from '../../db/schema';
import { createJobOpening, daysAgo } from '../../../test/dashboard-factories';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, type ApiClient, type TestApp } from '../../../test/test-app';

/* Bilingual job openings (decision 065): titled in one language or both, read in each reader's. */

let t: TestApp;
let alex: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await t.as('alex');
});
afterAll(() => t.close());

const BASE = '/api/admin/job-openings';

const opening = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Crane Operator',
  jobDetailsUrl: 'https://careers.example.com/jobs/777',
  applyUrl: 'https://careers.example.com/jobs/777/apply',
  datePosted: daysAgo(1),
  city: 'Regina',
  state: 'SK',
  country: 'Canada',
  ...overrides,
});

/** A reader of their own, in a language they chose; an Admin when asked. */
async function readerIn(language: 'en-CA' | 'fr-CA', roles: 'Admin'[] = []) {
  const client = await t.asEmployee((await createEmployee(t.db, { roles })).id);
  expect((await client.put('/api/me/language', { language })).statusCode).toBe(204);
  return client;
}

const stored = async () => (await t.db.select({ n: count() }).from(jobOpenings))[0]!.n;

describe('posting an opening titled in one language or both', () => {
  it('stores both titles, and the careers page gives both', async () => {
    const created = await alex.post(BASE, opening({ jobTitleFr: '  Grutier ou grutière ' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ jobTitle: 'Crane Operator', jobTitleFr: 'Grutier ou grutière' });
    const [row] = await t.db.select().from(jobOpenings).where(eq(jobOpenings.id, created.json().id));
    expect(row).toMatchObject({ jobTitle: 'Crane Operator', jobTitleFr: 'Grutier ou grutière' });
    const careers = (await (await t.as('emery')).get('/api/job-openings?pageSize=100')).json();
    expect(careers.items).toContainEqual(
      expect.objectContaining({ id: row!.id, jobTitle: 'Crane Operator', jobTitleFr: 'Grutier ou grutière' }),
    );
  });

  it('takes an opening in French only, logged under its French title', async () => {
    const created = await alex.post(BASE, opening({ jobTitle: '', jobTitleFr: 'Commis aux comptes' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ jobTitle: '', jobTitleFr: 'Commis aux comptes' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.json().id));
    expect(entry).toMatchObject({
      entityLabel: 'Commis aux comptes',
      after: { jobTitle: '', jobTitleFr: 'Commis aux comptes' },
    });
  });

  it('changes the French title alone, logging it', async () => {
    const { id } = (await alex.post(BASE, opening())).json();
    const edited = await alex.patch(`${BASE}/${id}`, opening({ jobTitleFr: 'Grutier' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.find((entry) => entry.action === 'update')).toMatchObject({
      before: { jobTitleFr: '' },
      after: { jobTitleFr: 'Grutier' },
    });
  });

  it.each([
    ['no title in either language', { jobTitle: ' ' }, { jobTitle: ['Required'], jobTitleFr: ['Required'] }],
    ['no title sent at all', { jobTitle: undefined }, { jobTitle: ['Required'], jobTitleFr: ['Required'] }],
    [
      'a French title of 256',
      { jobTitleFr: 'x'.repeat(256) },
      { jobTitleFr: ['Must be 255 characters or less'] },
    ],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, errors) => {
    const before = await stored();
    const response = await alex.post(BASE, opening(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await stored()).toBe(before);
  });

  it('the database refuses an opening with no title in either language', async () => {
    await expect(createJobOpening(t.db, { jobTitle: '', jobTitleFr: '' })).rejects.toThrow();
  });
});

describe('the careers page’s search finds either language, accents or not', () => {
  let french: string;
  let english: string;
  beforeAll(async () => {
    french = (
      await createJobOpening(t.db, {
        jobTitle: 'Warehouse Associate',
        jobTitleFr: 'Préposé ou préposée à l’entrepôt',
        city: 'Montréal',
        state: 'QC',
      })
    ).id;
    english = (await createJobOpening(t.db, { jobTitle: 'Payroll Specialist', jobTitleFr: '' })).id;
  });

  const found = async (client: ApiClient, path: string, search: string) =>
    (await client.get(`${path}?pageSize=100&search=${encodeURIComponent(search)}`))
      .json()
      .items.map((item: { id: string }) => item.id) as string[];

  it.each([
    ['the French title, without its accents', 'preposee', 'french'],
    ['a French word in another form (the french stemmer)', 'entrepôts', 'french'],
    ['the French title with its accents, whole', 'Préposé ou préposée', 'french'],
    ['the English title', 'warehouse', 'french'],
    ['an English word in another form (the english stemmer)', 'associates', 'french'],
    ['the place, without its accent', 'montreal', 'french'],
    ['a French word and the place', 'entrepôt montreal', 'french'],
    ['an English-only opening by its title', 'payroll', 'english'],
  ])('%s: “%s”', async (_, search, which) => {
    const [wanted, other] = which === 'french' ? [french, english] : [english, french];
    for (const [client, path] of [
      [await t.as('emery'), '/api/job-openings'],
      [alex, BASE],
    ] as const) {
      const ids = await found(client, path, search);
      expect(ids, path).toContain(wanted);
      expect(ids, path).not.toContain(other);
    }
  });

  it('takes any search text, operators and quotes included, without an error', async () => {
    const emery = await t.as('emery');
    for (const search of ['"unclosed', '!!! & | :*', "o'brien", '\\%_', '<script>', '-', 'a'.repeat(200)]) {
      expect(
        (await emery.get(`/api/job-openings?search=${encodeURIComponent(search)}`)).statusCode,
        search,
      ).toBe(200);
      expect((await alex.get(`${BASE}?search=${encodeURIComponent(search)}`)).statusCode, search).toBe(200);
    }
  });
});

describe('sorting by the title each reader sees', () => {
  let mine: Set<string>;
  beforeAll(async () => {
    mine = new Set();
    for (const [jobTitle, jobTitleFr] of [
      ['Zebra keeper', 'Apiculteur'],
      ['Baker', ''],
      ['', 'Mécanicien'],
    ] as const) {
      mine.add((await createJobOpening(t.db, { jobTitle, jobTitleFr, postedDaysAgo: 2 })).id);
    }
  });

  const order = async (client: ApiClient, path: string) =>
    (
      (await client.get(`${path}?sort=jobTitle&order=asc&pageSize=100`)).json().items as {
        id: string;
        jobTitle: string;
        jobTitleFr: string;
      }[]
    )
      .filter((item) => mine.has(item.id))
      .map((item) => [item.jobTitle, item.jobTitleFr].join('/'));

  it('on the careers page', async () => {
    expect(await order(await readerIn('fr-CA'), '/api/job-openings')).toEqual([
      'Zebra keeper/Apiculteur',
      'Baker/',
      '/Mécanicien',
    ]);
    expect(await order(await readerIn('en-CA'), '/api/job-openings')).toEqual([
      'Baker/',
      '/Mécanicien',
      'Zebra keeper/Apiculteur',
    ]);
  });

  it('in the administration', async () => {
    expect(await order(await readerIn('fr-CA', ['Admin']), BASE)).toEqual([
      'Zebra keeper/Apiculteur',
      'Baker/',
      '/Mécanicien',
    ]);
    expect(await order(await readerIn('en-CA', ['Admin']), BASE)).toEqual([
      'Baker/',
      '/Mécanicien',
      'Zebra keeper/Apiculteur',
    ]);
  });

  it('by the browser’s language for someone who never chose', async () => {
    const someone = await t.asEmployee((await createEmployee(t.db)).id);
    const titles = (
      await someone.request({
        method: 'GET',
        url: '/api/job-openings?sort=jobTitle&order=asc&pageSize=100',
        headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      })
    ).json().items as { id: string; jobTitle: string }[];
    expect(titles.filter((item) => mine.has(item.id)).map((item) => item.jobTitle)).toEqual([
      'Zebra keeper',
      'Baker',
      '',
    ]);
  });
});
