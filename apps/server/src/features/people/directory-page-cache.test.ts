import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeProfiles, employees } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { createProfile } from '../../../test/people-factories';
import { dayFromToday } from '../../../test/test-days';
import { buildTestApp, type TestApp } from '../../../test/test-app';

// The directory's first pages are kept (decision 072), but never shown from before a change
// committed ahead of the call: written straight to the database here, not through the API.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function firstPage() {
  const response = await (await t.as('emery')).get('/api/employees/directory');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string; name: string; title: string | null }[] }).items;
}

/** Born on this day of a year long past: celebrating today. */
const bornToday = () => `1980${dayFromToday(0).slice(4)}`;

describe('the directory’s kept first pages', () => {
  it('show someone who joins, a changed name and a changed profile on the very next call', async () => {
    const before = await firstPage();
    expect(await firstPage()).toEqual(before);

    const newcomer = await createEmployee(t.db, {
      firstName: 'Aaron',
      lastName: 'Aabelson',
      hireDate: '2020-01-15',
    });
    await createProfile(t.db, newcomer.id, { birthdate: bornToday() });
    expect((await firstPage())[0]).toMatchObject({ id: newcomer.id, name: 'Aaron Aabelson' });

    await t.db
      .update(employees)
      .set({ displayName: 'Aaron Aabelson-Quist' })
      .where(eq(employees.id, newcomer.id));
    expect((await firstPage())[0]).toMatchObject({ id: newcomer.id, name: 'Aaron Aabelson-Quist' });

    await t.db
      .update(employeeProfiles)
      .set({ jobTitle: 'Harbour Pilot' })
      .where(eq(employeeProfiles.employeeId, newcomer.id));
    expect((await firstPage())[0]).toMatchObject({ id: newcomer.id, title: 'Harbour Pilot' });

    await t.db.update(employees).set({ employmentStatus: 'TERMINATED' }).where(eq(employees.id, newcomer.id));
    expect((await firstPage()).map((card) => card.id)).not.toContain(newcomer.id);
  });
});
