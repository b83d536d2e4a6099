import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/factories';
import { createProfile } from '../../../test/people-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new current employee, signed in. */
async function signedIn() {
  const employee = await createEmployee(t.db);
  return t.asEmployee(employee.id);
}

const languageOf = async (client: Awaited<ReturnType<typeof signedIn>>) =>
  (await client.get('/api/me')).json<{ language: string | null }>().language;

describe('PUT /api/me/language', () => {
  it('keeps the language on the person: /api/me answers it, null until first chosen', async () => {
    const client = await signedIn();
    expect(await languageOf(client)).toBeNull();
    const response = await client.put('/api/me/language', { language: 'fr-CA' });
    expect(response.statusCode).toBe(204);
    expect(await languageOf(client)).toBe('fr-CA');
    expect((await client.put('/api/me/language', { language: 'en-CA' })).statusCode).toBe(204);
    expect(await languageOf(client)).toBe('en-CA');
  });

  it('keeps what the person wrote on their profile', async () => {
    const employee = await createEmployee(t.db);
    await createProfile(t.db, employee.id, { aboutMe: 'Fika at ten' });
    const client = await t.asEmployee(employee.id);
    await client.put('/api/me/language', { language: 'fr-CA' });
    const profile = (await client.get(`/api/employees/${employee.id}/profile`)).json<{ aboutMe: string }>();
    expect(profile.aboutMe).toBe('Fika at ten');
  });

  it.each([
    ['a language the portal does not speak', { language: 'fr' }],
    ['no language', {}],
    ['a language in another letter case', { language: 'FR-ca' }],
  ])('refuses %s with a 400 naming language, and changes nothing', async (_, payload) => {
    const client = await signedIn();
    const response = await client.put('/api/me/language', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('language');
    expect(await languageOf(client)).toBeNull();
  });
});
