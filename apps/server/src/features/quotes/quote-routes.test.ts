import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/quotes/random', () => {
  it('gives one of the stored quotes', async () => {
    const stored = await t.db.select({ quote: quotes.quote, author: quotes.author }).from(quotes);
    expect(stored.length).toBeGreaterThan(0);
    const response = await (await t.as('emery')).get('/api/quotes/random');
    expect(response.statusCode).toBe(200);
    expect(stored).toContainEqual(response.json().quote);
  });

  it('answers null when there are none, so the screen falls back to the first built-in quote', async () => {
    await t.db.delete(quotes);
    const response = await (await t.as('emery')).get('/api/quotes/random');
    expect(response.json()).toEqual({ quote: null });
  });
});
