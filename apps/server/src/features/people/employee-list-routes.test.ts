import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeProfiles, employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Person = { id: string; name: string };

describe('GET /api/employees', () => {
  it('gives 5 current employees a page, by name, with the total', async () => {
    const response = await (await t.as('emery')).get('/api/employees');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    const names = body.items.map((person: Person) => person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const [current] = await t.db.select({ count: count() }).from(employees).where(isActiveEmployee);
    expect(body.total).toBe(current!.count);
  });

  it('pages without overlap and answers a page past the end with the last page', async () => {
    const client = await t.as('emery');
    const first = (await client.get('/api/employees?page=1')).json().items.map((p: Person) => p.id);
    const second = (await client.get('/api/employees?page=2')).json().items.map((p: Person) => p.id);
    expect(second).toHaveLength(5);
    expect(second.filter((id: string) => first.includes(id))).toEqual([]);
    const beyond = (await client.get('/api/employees?page=100000')).json();
    expect(beyond.page).toBe(Math.ceil(beyond.total / 5));
    expect(beyond.items.length).toBeGreaterThan(0);
  });

  it('searches by name or email, current employees only', async () => {
    await createEmployee(t.db, { firstName: 'Zebedee', lastName: 'Current' });
    await createEmployee(t.db, { firstName: 'Zebedee', lastName: 'Gone', employmentStatus: 'TERMINATED' });
    const client = await t.as('emery');
    const byName = (await client.get('/api/employees?search=zebedee')).json();
    expect(byName).toMatchObject({ total: 1, items: [{ name: 'Zebedee Current' }] });
    const byEmail = (await client.get('/api/employees?search=drew.okafor@')).json();
    expect(byEmail.items.map((p: Person) => p.id)).toEqual([PERSONAS.drew.id]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=abc', 'pageSize'],
    ['sort=salary', 'sort'],
    [`search=${'a'.repeat(201)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('emery')).get(`/api/employees?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('GET /api/employees/:id/about', () => {
  it("gives Drew's About Me and his current direct reports from the HR record", async () => {
    const response = await (await t.as('emery')).get(`/api/employees/${PERSONAS.drew.id}/about`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [profile] = await t.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.employeeId, PERSONAS.drew.id));
    expect(body).toMatchObject({ id: PERSONAS.drew.id, name: 'Drew Okafor', aboutMe: profile!.aboutMe });
    const expected = await t.db
      .select({
        id: employees.id,
        status: employees.employmentStatus,
        termination: employees.terminationDate,
      })
      .from(employees)
      .where(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber));
    const current = expected.filter((row) => row.status.toUpperCase() === 'ACTIVE' && !row.termination);
    expect(body.directReports.length).toBeGreaterThanOrEqual(3);
    expect(body.directReports.map((p: Person) => p.id).sort()).toEqual(current.map((row) => row.id).sort());
    expect(body.directReports.map((p: Person) => p.id)).toContain(PERSONAS.emery.id);
  });

  it('leaves out reports who have left, and reports of someone else', async () => {
    const manager = await createEmployee(t.db, { firstName: 'Morgan', lastName: 'Lead' });
    const stays = await createEmployee(t.db, { managerEmployeeNumber: manager.employeeNumber });
    await createEmployee(t.db, {
      managerEmployeeNumber: manager.employeeNumber,
      employmentStatus: 'TERMINATED',
    });
    await createEmployee(t.db, {
      managerEmployeeNumber: manager.employeeNumber,
      terminationDate: '2020-01-31',
    });
    await createEmployee(t.db, { managerEmployeeNumber: stays.employeeNumber });
    const response = await (await t.as('emery')).get(`/api/employees/${manager.id}/about`);
    expect(response.json()).toMatchObject({ aboutMe: null, directReports: [{ id: stays.id }] });
    expect(response.json().directReports).toHaveLength(1);
  });

  it('gives no direct reports to someone whose record names themselves as manager', async () => {
    const self = await createEmployee(t.db);
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: self.employeeNumber })
      .where(eq(employees.id, self.id));
    const response = await (await t.as('emery')).get(`/api/employees/${self.id}/about`);
    expect(response.json().directReports).toEqual([]);
  });

  it('answers 404 for someone unknown or no longer current, 400 for a malformed id', async () => {
    const client = await t.as('emery');
    const gone = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    expect((await client.get(`/api/employees/${gone.id}/about`)).statusCode).toBe(404);
    expect((await client.get('/api/employees/00000000-0000-4000-8000-000000000000/about')).statusCode).toBe(
      404,
    );
    const malformed = await client.get('/api/employees/not-an-id/about');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: ['Not a valid employee id'] });
  });
});
