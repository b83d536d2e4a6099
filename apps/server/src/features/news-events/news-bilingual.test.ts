import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts } from '../../db/schema';
import { newsBody } from '../../../test/news-factories';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, type ApiClient, type TestApp } from '../../../test/test-app';

/* Bilingual news posts (decision 065): written in one language or both, read in each reader's. */

let t: TestApp;
let blair: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  blair = await t.as('blair');
});
afterAll(() => t.close());

const french = {
  titleFr: 'Assemblée trimestrielle',
  briefDescriptionFr: 'Tout le monde est invité',
  descriptionFr: '<p>Rendez-vous à l’atrium.</p>',
};

/** A reader of their own, in a language they chose. */
async function readerIn(language: 'en-CA' | 'fr-CA') {
  const client = await t.asEmployee((await createEmployee(t.db)).id);
  expect((await client.put('/api/me/language', { language })).statusCode).toBe(204);
  return client;
}

describe('writing a post in one language or both', () => {
  it('stores both languages, each description through the allowlist', async () => {
    const created = await blair.post(
      '/api/news-events',
      newsBody({ ...french, descriptionFr: '<p>Salut</p><script>alert(1)</script>' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Quarterly town hall',
      titleFr: 'Assemblée trimestrielle',
      descriptionFr: '<p>Salut</p>',
    });
    const [stored] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, created.json().id));
    expect(stored!.descriptionFr).toBe('<p>Salut</p>');
  });

  it('takes a post in French only', async () => {
    const created = await blair.post(
      '/api/news-events',
      newsBody({ title: '', briefDescription: '', description: '', ...french }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: '', titleFr: 'Assemblée trimestrielle' });
  });

  it.each([
    ['no title in either language', { title: '  ' }, { title: ['Required'], titleFr: ['Required'] }],
    ['French text without its title', { briefDescriptionFr: 'Tout le monde' }, { titleFr: ['Required'] }],
    ['a French title of 101', { titleFr: 'x'.repeat(101) }, { titleFr: ['Must be 100 characters or less'] }],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, errors) => {
    const before = (await t.db.select({ id: newsPosts.id }).from(newsPosts)).length;
    const response = await blair.post('/api/news-events', newsBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject(errors);
    expect((await t.db.select({ id: newsPosts.id }).from(newsPosts)).length).toBe(before);
  });
});

describe('reading it in one’s own language', () => {
  it('the announcement says the title in each reader’s language, or the one the post has', async () => {
    const both = (
      await blair.post(
        '/api/news-events',
        newsBody({ title: 'Town hall both', ...french, titleFr: 'Assemblée des deux' }),
      )
    ).json();
    const onlyEnglish = (
      await blair.post('/api/news-events', newsBody({ title: 'Town hall English' }))
    ).json();
    const titles = async (client: ApiClient) => {
      const items = (await client.get('/api/notifications?limit=50')).json().items as {
        announcementId: string | null;
        description: string;
      }[];
      return Object.fromEntries(
        items.filter((item) => item.announcementId).map((item) => [item.announcementId, item.description]),
      );
    };
    const inFrench = await titles(await readerIn('fr-CA'));
    const inEnglish = await titles(await readerIn('en-CA'));
    expect([inFrench[both.id], inFrench[onlyEnglish.id]]).toEqual([
      'Assemblée des deux',
      'Town hall English',
    ]);
    expect([inEnglish[both.id], inEnglish[onlyEnglish.id]]).toEqual(['Town hall both', 'Town hall English']);
  });

  it('the calendar file is in the reader’s language', async () => {
    const post = (await blair.post('/api/news-events', newsBody({ ...french }))).json();
    const response = await (await readerIn('fr-CA')).get(`/api/news-events/${post.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const event = new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Assemblée trimestrielle');
    expect(String(event.getFirstPropertyValue('description'))).toContain('Tout le monde est invité');
    expect(response.headers['content-disposition']).toContain('Assembl');
  });
});

describe('the author’s search finds either language, accents or not', () => {
  it.each([
    ['the French title, without its accents', 'assemblee'],
    ['a French word in another form (the french stemmer)', 'assemblées'],
    ['the English title', 'quarterly'],
    ['an English word in another form (the english stemmer)', 'halls'],
  ])('%s', async (_, search) => {
    const author = await t.as('alex');
    const post = (
      await author.post('/api/news-events', newsBody({ title: 'Quarterly town hall', ...french }))
    ).json();
    const other = (
      await author.post('/api/news-events', newsBody({ title: 'Budget', titleFr: 'Budget' }))
    ).json();
    const ids = (await author.get(`/api/news-events?pageSize=100&search=${encodeURIComponent(search)}`))
      .json()
      .items.map((item: { id: string }) => item.id);
    expect(ids).toContain(post.id);
    expect(ids).not.toContain(other.id);
  });

  it('takes any search text, operators and quotes included, without an error', async () => {
    const author = await t.as('alex');
    for (const search of ['"unclosed', '!!! & | :*', "o'brien", '\\%_', '<script>', '-', 'a'.repeat(200)]) {
      const response = await author.get(`/api/news-events?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, search).toBe(200);
    }
  });

  it('sorts by the title each reader sees', async () => {
    const author = await t.asEmployee((await createEmployee(t.db, { roles: ['ELT'] })).id);
    // A post in French only has no English text at all.
    const frenchOnly = { briefDescription: '', description: '' };
    for (const [title, titleFr] of [
      ['Zebra', 'Abeille'],
      ['Apple', ''],
      ['', 'Mouton'],
    ]) {
      const body = newsBody({ title, titleFr, ...(title ? {} : frenchOnly) });
      expect((await author.post('/api/news-events', body)).statusCode).toBe(201);
    }
    const order = async (language: string) => {
      expect((await author.put('/api/me/language', { language })).statusCode).toBe(204);
      const items = (await author.get('/api/news-events?sort=title&order=asc')).json().items as {
        title: string;
        titleFr: string;
      }[];
      return items.map((item) => [item.title, item.titleFr].join('/'));
    };
    expect(await order('fr-CA')).toEqual(['Zebra/Abeille', 'Apple/', '/Mouton']);
    expect(await order('en-CA')).toEqual(['Apple/', '/Mouton', 'Zebra/Abeille']);
  });
});
