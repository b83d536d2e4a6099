import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeProfiles, employees } from '../../db/schema';
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

/** Emery's HR record and her self-service profile. */
async function emeryRow() {
  const [hr] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.emery.id));
  const [profile] = await t.db
    .select()
    .from(employeeProfiles)
    .where(eq(employeeProfiles.employeeId, PERSONAS.emery.id));
  return { hr: hr!, ...profile! };
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
  it('saves title, department, birthdate and About Me to the self-service profile, not the HR record', async () => {
    const hrBefore = (await emeryRow()).hr;
    const response = await (await t.as('emery')).patch('/api/profile', { ...valid, department: 'IT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: valid.title,
      department: 'IT',
      aboutMe: valid.aboutMe,
      birthdate: valid.birthdate,
    });
    const row = await emeryRow();
    expect(row).toMatchObject({ jobTitle: valid.title, department: 'IT', aboutMe: valid.aboutMe });
    expect(row.hr).toEqual(hrBefore);
    expect(row.hr.department).toBe('Operations');
    await (await t.as('emery')).patch('/api/profile', valid);
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
    ['Birthdate not a month', { birthdate: '2001-13-45' }, 'birthdate', 'Enter a valid date'],
    [
      'Birthdate a typing slip',
      { birthdate: '0199-03-14' },
      'birthdate',
      'Enter a date between 1900 and 2100',
    ],
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
    const drewBefore = await t.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.employeeId, PERSONAS.drew.id));
    const response = await (
      await t.as('emery')
    ).patch('/api/profile', {
      ...valid,
      id: PERSONAS.drew.id,
      employeeId: PERSONAS.drew.id,
      aboutMe: 'Not Drew.',
    });
    expect(response.statusCode).toBe(200);
    const drewAfter = await t.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.employeeId, PERSONAS.drew.id));
    expect(drewAfter).toEqual(drewBefore);
    expect((await emeryRow()).aboutMe).toBe('Not Drew.');
  });
});

describe('a saved profile survives a restart', () => {
  it('reads back the edit through a server started on the same database', async () => {
    const database = await createTestDatabase({ persistent: true, template: 'people' });
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
