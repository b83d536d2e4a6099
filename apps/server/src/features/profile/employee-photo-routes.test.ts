import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { PERSONAS } from '../../../test/test-app';

let t: TestApp;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .update(employees)
    .set({ photo: png, photoContentType: 'image/png' })
    .where(eq(employees.id, PERSONAS.drew.id));
});
afterAll(() => t.close());

describe('GET /api/employees/:id/photo', () => {
  it('serves a colleague’s photo with its type and nosniff', async () => {
    const response = await (await t.as('emery')).get(`/api/employees/${PERSONAS.drew.id}/photo`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(png);
  });

  it.each([
    ['someone without a photo', () => `/api/employees/${PERSONAS.emery.id}/photo`, 404],
    ['an id nobody has', () => '/api/employees/00000000-0000-4000-8000-000000000000/photo', 404],
    ['a malformed id', () => '/api/employees/not-an-id/photo', 400],
  ])('%s → %i problem+json', async (_name, url, status) => {
    const response = await (await t.as('emery')).get(url());
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
  });
});
