import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { signIn } from './sign-in-flow';

let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => t.close());

async function meAs(email: string) {
  const browser = t.browser();
  await signIn(browser, email);
  const response = await browser.get('/api/me');
  expect(response.status).toBe(200);
  return JSON.parse(response.body);
}

describe('GET /api/me: roles and capabilities', () => {
  it('gives People Metrics to a manager with reports, not to an individual contributor', async () => {
    const manager = await createEmployee(t.db, { jobTitle: 'Engineering Manager' });
    const report = await createEmployee(t.db, { managerEmployeeNumber: manager.employeeNumber });
    await createEmployee(t.db, { managerEmployeeNumber: manager.employeeNumber });

    const managerMe = await meAs(manager.workEmail!);
    expect(managerMe.capabilities.peopleMetrics).toBe(true);
    expect(managerMe.capabilities.seeAllPeople).toBe(false);

    const reportMe = await meAs(report.workEmail!);
    expect(reportMe.roles).toEqual([]);
    expect(reportMe.capabilities.peopleMetrics).toBe(false);
  });

  it('does not count reports who have left', async () => {
    const manager = await createEmployee(t.db);
    await createEmployee(t.db, {
      managerEmployeeNumber: manager.employeeNumber,
      employmentStatus: 'Terminated',
    });
    expect((await meAs(manager.workEmail!)).capabilities.peopleMetrics).toBe(false);
  });

  it('lets HR see everyone in people views', async () => {
    const hr = await createEmployee(t.db, { roles: ['HR'] });
    const me = await meAs(hr.workEmail!);
    expect(me.roles).toEqual(['HR']);
    expect(me.capabilities).toMatchObject({
      seeAllPeople: true,
      peopleMetrics: true,
      portalMetrics: false,
      newsEvents: false,
      projectsTab: false,
    });
  });

  it('gives ELT the metrics, news and projects; Admin the IT desk and ranking', async () => {
    const elt = await createEmployee(t.db, { roles: ['ELT'] });
    expect((await meAs(elt.workEmail!)).capabilities).toEqual({
      portalMetrics: true,
      newsEvents: true,
      peopleMetrics: true,
      projectsTab: true,
      seeAllPeople: true,
      rankProjects: false,
      itDesk: false,
      contactMessages: false,
      hrImport: false,
      administration: false,
    });
    const admin = await createEmployee(t.db, { roles: ['Admin', 'HR'] });
    const adminMe = await meAs(admin.workEmail!);
    expect(adminMe.roles).toEqual(['Admin', 'HR']);
    expect(adminMe.capabilities).toMatchObject({ itDesk: true, rankProjects: true, projectsTab: false });
  });

  it('lets someone whose record names themselves as manager see everyone', async () => {
    const selfManaged = await createEmployee(t.db);
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: selfManaged.employeeNumber })
      .where(eq(employees.id, selfManaged.id));
    expect((await meAs(selfManaged.workEmail!)).capabilities.peopleMetrics).toBe(true);
  });

  it('says whether the person has a photo', async () => {
    const person = await createEmployee(t.db, {
      photo: new Uint8Array([1, 2, 3]),
      photoContentType: 'image/png',
    });
    expect((await meAs(person.workEmail!)).hasPhoto).toBe(true);
  });
});
