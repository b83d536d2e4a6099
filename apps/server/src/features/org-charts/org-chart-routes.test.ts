import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUnits, employeeProfiles, employees } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { createBusinessUnit } from '../../../test/org-chart-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Person = { id: string; parentId: string | null; name: string; title: string | null };
type Match = { id: string; name: string; department: { id: string; name: string }; path: string[] };

const idOfNumber = async (employeeNumber: string) => {
  const [row] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.employeeNumber, employeeNumber));
  return row!.id;
};
const unitNamed = async (name: string) => {
  const [unit] = await t.db.select().from(businessUnits).where(eq(businessUnits.name, name));
  return unit!;
};
const treeOf = async (unitId: string) =>
  (await (await t.as('emery')).get(`/api/org-charts/departments/${unitId}`)).json();
const answer = async (name: string) =>
  (await (await t.as('emery')).get(`/api/org-charts/search?name=${encodeURIComponent(name)}`)).json() as {
    items: Match[];
    more: boolean;
  };
const search = async (name: string) => (await answer(name)).items;

describe('GET /api/org-charts/departments', () => {
  it('gives one tab per business unit except Field and Project Member, by name', async () => {
    await t.db.insert(businessUnits).values([{ name: 'field' }, { name: ' Project  Member' }]);
    const response = await (await t.as('emery')).get('/api/org-charts/departments');
    expect(response.statusCode).toBe(200);
    const names = response.json().items.map((unit: { name: string }) => unit.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    for (const demo of ['Executive', 'IT', 'HR', 'Finance', 'Operations', 'Sales', 'C&L', 'EX']) {
      expect(names).toContain(demo);
    }
    expect(names.filter((name: string) => /field|project\s+member/i.test(name))).toEqual([]);
  });
});

describe('GET /api/org-charts/departments/:id', () => {
  it("builds the department's tree from the leader: managers first, each level by name, current people only", async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db, { firstName: 'Lee', lastName: 'Leader' });
    const bo = await member(leader, { firstName: 'Bo', lastName: 'Second' });
    const al = await member(leader, { firstName: 'Al', lastName: 'First' });
    const alsReport = await member(al, { firstName: 'Cy', lastName: 'Deep', jobTitle: 'Planner' });
    await t.db.insert(employeeProfiles).values({ employeeId: alsReport.id, jobTitle: 'Lead Planner' });
    const bosReport = await member(bo, { firstName: 'Ava', lastName: 'Deep' });
    // Absent: left (by status, or by a past termination date), inactive, and their reports.
    await member(al, { firstName: 'Gone', lastName: 'Terminated', employmentStatus: 'TERMINATED' });
    await member(al, { firstName: 'Gone', lastName: 'Dated', terminationDate: '2020-01-31' });
    await member(bo, { firstName: 'Gone', lastName: 'Inactive', employmentStatus: 'INACTIVE' });
    // Absent: someone of another department reporting into the tree, and someone of this
    // department whose manager is not on it.
    await createEmployee(t.db, { department: 'Sales', managerEmployeeNumber: al.employeeNumber });
    const outsider = await createEmployee(t.db, { department: 'Sales' });
    await member(outsider, { firstName: 'Stray', lastName: 'Member' });
    // Status in any letter case counts as current.
    const lower = await member(bosReport, { firstName: 'Di', lastName: 'Lower', employmentStatus: 'active' });

    const response = await (await t.as('emery')).get(`/api/org-charts/departments/${unit.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().department).toEqual({ id: unit.id, name: unit.name });
    expect(response.json().people).toEqual([
      { id: leader.id, parentId: null, name: 'Lee Leader', title: 'Director' },
      { id: al.id, parentId: leader.id, name: 'Al First', title: 'Analyst' },
      { id: bo.id, parentId: leader.id, name: 'Bo Second', title: 'Analyst' },
      { id: bosReport.id, parentId: bo.id, name: 'Ava Deep', title: 'Analyst' },
      { id: alsReport.id, parentId: al.id, name: 'Cy Deep', title: 'Lead Planner' },
      { id: lower.id, parentId: bosReport.id, name: 'Di Lower', title: 'Analyst' },
    ] satisfies Person[]);
  });

  it('puts the reports of a manager who left under the nearest current manager above', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db);
    const gone = await member(leader, { employmentStatus: 'TERMINATED' });
    const goneToo = await member(gone, { terminationDate: '2021-06-30' });
    const stays = await member(goneToo, { firstName: 'Still', lastName: 'Here' });
    const people: Person[] = (await treeOf(unit.id)).people;
    expect(people.map((person) => [person.id, person.parentId])).toEqual([
      [leader.id, null],
      [stays.id, leader.id],
    ]);
  });

  it('ends at loops in the data and never makes 000001 or the leader anyone’s report', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db);
    const report = await member(leader);
    // The leader's own record names their report as manager: a loop through the leader.
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: report.employeeNumber })
      .where(eq(employees.id, leader.id));
    const selfManaged = await member(report);
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: selfManaged.employeeNumber })
      .where(eq(employees.id, selfManaged.id));
    const people: Person[] = (await treeOf(unit.id)).people;
    expect(people.map((person) => [person.id, person.parentId])).toEqual([
      [leader.id, null],
      [report.id, leader.id],
    ]);

    const executive = await unitNamed('Executive');
    const ceo = await idOfNumber('000001');
    const executiveTree: Person[] = (await treeOf(executive.id)).people;
    expect(executiveTree[0]).toMatchObject({ id: ceo, parentId: null });
    expect(executiveTree.filter((person) => person.id === ceo)).toHaveLength(1);
    expect(executiveTree.map((person) => person.id)).toContain(PERSONAS.blair.id);
  });

  it('shows no tree for a department whose leader has left or is unknown', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db, { employmentStatus: 'TERMINATED' });
    await member(leader);
    expect(await treeOf(unit.id)).toEqual({ department: { id: unit.id, name: unit.name }, people: [] });
    const [nobody] = await t.db
      .insert(businessUnits)
      .values({ name: 'Leaderless', leaderEmployeeNumber: null })
      .returning();
    expect((await treeOf(nobody!.id)).people).toEqual([]);
  });

  it('answers 404 for Field, Project Member or an unknown department, 400 for a malformed id', async () => {
    const client = await t.as('emery');
    for (const name of ['Field', 'Project Member']) {
      const response = await client.get(`/api/org-charts/departments/${(await unitNamed(name)).id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const unknown = await client.get('/api/org-charts/departments/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('The department was not found.');
    const malformed = await client.get('/api/org-charts/departments/operations');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: ['Not a valid department id'] });
  });
});

describe('GET /api/org-charts/search', () => {
  it('finds Drew with his department and the path from its leader to him', async () => {
    const [drew] = (await search('Drew Oka')).filter((match) => match.id === PERSONAS.drew.id);
    const operations = await unitNamed('Operations');
    expect(drew).toEqual({
      id: PERSONAS.drew.id,
      name: 'Drew Okafor',
      title: 'Operations Manager',
      department: { id: operations.id, name: 'Operations' },
      path: [await idOfNumber(operations.leaderEmployeeNumber!), PERSONAS.drew.id],
    });
    expect((await search('emery lindqvist'))[0]?.path).toEqual([
      await idOfNumber(operations.leaderEmployeeNumber!),
      PERSONAS.drew.id,
      PERSONAS.emery.id,
    ]);
  });

  it('gives paths over current people only, and never finds who is off the charts', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db);
    const gone = await member(leader, {
      firstName: 'Quillon',
      lastName: 'Departed',
      employmentStatus: 'TERMINATED',
    });
    const below = await member(gone, { firstName: 'Quillon', lastName: 'Below' });
    await createEmployee(t.db, { firstName: 'Quillon', lastName: 'Field', department: 'Field' });
    await member(await createEmployee(t.db, { department: 'Sales' }), {
      firstName: 'Quillon',
      lastName: 'Stray',
    });
    expect(await search('quillon')).toEqual([
      {
        id: below.id,
        name: 'Quillon Below',
        title: 'Analyst',
        department: { id: unit.id, name: unit.name },
        path: [leader.id, below.id],
      },
    ]);
  });

  it('takes the name literally and answers at most 10 people, by name, saying when more match', async () => {
    expect(await answer('%')).toEqual({ items: [], more: false });
    const { member } = await createBusinessUnit(t.db);
    for (let index = 0; index < 12; index++) {
      await member(undefined, { firstName: 'Zarathustra', lastName: `N${String(index).padStart(2, '0')}` });
    }
    const found = await search('zarathustra');
    expect(found.map((match) => match.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Zarathustra N${String(index).padStart(2, '0')}`),
    );
    expect((await answer('zarathustra')).more).toBe(true);
    expect(await answer('zarathustra n11')).toMatchObject({
      items: [{ name: 'Zarathustra N11' }],
      more: false,
    });
  });

  it.each([
    ['', 'Type a name to search for'],
    ['name=', 'Type a name to search for'],
    ['name=%20%20', 'Type a name to search for'],
    [`name=${'a'.repeat(101)}`, 'Must be 100 characters or less'],
  ])('refuses %j with a 400 naming the field', async (query, message) => {
    const response = await (await t.as('emery')).get(`/api/org-charts/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: [message] });
  });
});
