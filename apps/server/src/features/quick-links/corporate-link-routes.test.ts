import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickLinks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/quick-links/corporate', () => {
  it('lists only corporate links for every company or the person’s own, by label', async () => {
    const all = await t.db.select().from(quickLinks);
    // Drew's company has no links of its own in the demo; Harbourline Construction has one.
    const corporate = all.filter((link) => link.corporate && link.companyId === null);
    expect(all.some((link) => link.corporate && link.companyId !== null)).toBe(true);
    expect(all.length).toBeGreaterThan(corporate.length);
    const response = await (await t.as('drew')).get('/api/quick-links/corporate');
    expect(response.statusCode).toBe(200);
    const items: Array<{ id: string; label: string }> = response.json().items;
    expect(items.map((item) => item.id).sort()).toEqual(corporate.map((link) => link.id).sort());
    const labels = items.map((item) => item.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});
