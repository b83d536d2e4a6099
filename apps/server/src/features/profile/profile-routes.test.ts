import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { createTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { PERSONAS } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  title: 'Operations Coordinator',
  department: 'Operations',
  birthdate: '1991-03-14',
  aboutMe: 'I keep the trucks moving.',
};

async function emeryRow() {
  const [row] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.emery.id));
  return row!;
}

describe('GET /api/profile', () => {
  it('returns the signed-in person’s own profile', async () => {
    const response = await (await t.as('emery')).get('/api/profile');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: PERSONAS.emery.id,
      displayName: 'Emery Lindqvist',
      initials: 'EL',
      email: 'emery.lindqvist@example.com',
    });
    expect(profile.workAnniversary).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('PATCH /api/profile', () => {
  it('saves title, department, birthdate and About Me', async () => {
    const response = await (await t.as('emery')).patch('/api/profile', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: valid.title,
      aboutMe: valid.aboutMe,
      birthdate: valid.birthdate,
    });
    const row = await emeryRow();
    expect(row).toMatchObject({
      jobTitle: valid.title,
      department: valid.department,
      aboutMe: valid.aboutMe,
    });
  });

  it.each([
    ['About me of 251 characters', { aboutMe: 'x'.repeat(251) }, 'aboutMe', 'Must be 250 characters or less'],
    ['About me empty', { aboutMe: '' }, 'aboutMe', 'Required'],
    ['About me missing', { aboutMe: undefined }, 'aboutMe', 'Required'],
    ['About me not text', { aboutMe: 42 }, 'aboutMe', 'Required'],
    ['Title empty', { title: ' ' }, 'title', 'Required'],
    ['Department missing', { department: undefined }, 'department', 'Required'],
    ['Birthdate empty', { birthdate: '' }, 'birthdate', 'Required'],
    ['Birthdate impossible', { birthdate: '2001-02-29' }, 'birthdate', 'Enter a valid date'],
  ])(
    '%s → 400 problem+json with the form’s message, nothing changed',
    async (_name, change, field, message) => {
      const before = await emeryRow();
      const response = await (await t.as('emery')).patch('/api/profile', { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      expect(problem).toMatchObject({ status: 400, title: 'Bad Request', detail: message });
      expect(problem.errors[field]).toEqual([message]);
      const after = await emeryRow();
      expect(after.aboutMe).toBe(before.aboutMe);
      expect(after.updatedAt).toEqual(before.updatedAt);
    },
  );

  it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
    const client = await t.as('emery');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: '{"aboutMe":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
  });

  it('changes only the caller’s own record, whatever ids the body carries', async () => {
    const [drewBefore] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.drew.id));
    const response = await (
      await t.as('emery')
    ).patch('/api/profile', {
      ...valid,
      id: PERSONAS.drew.id,
      employeeId: PERSONAS.drew.id,
      aboutMe: 'Not Drew.',
    });
    expect(response.statusCode).toBe(200);
    const [drewAfter] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.drew.id));
    expect(drewAfter!.aboutMe).toBe(drewBefore!.aboutMe);
    expect((await emeryRow()).aboutMe).toBe('Not Drew.');
  });
});

describe('a saved profile survives a restart', () => {
  it('reads back the edit through a server started on the same database', async () => {
    const database = await createTestDatabase({ persistent: true });
    try {
      const before = await buildTestApp({ database });
      const saved = await (
        await before.as('emery')
      ).patch('/api/profile', { ...valid, aboutMe: 'Kept across restarts.' });
      expect(saved.statusCode).toBe(200);
      await before.close();
      await database.disconnect();

      const reopened = await database.reopen();
      const after = await buildTestApp({ database: reopened, seed: false });
      const response = await (await after.as('emery')).get('/api/profile');
      expect(response.json().aboutMe).toBe('Kept across restarts.');
      await after.close();
      await reopened.close();
    } finally {
      await database.close();
    }
  });
});
