import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businessUnits, employees } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { createBusinessUnit } from '../../../test/org-chart-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000b0b0b';
const REFUSED = 'Only Admins and HR can manage business units.';

const auditOf = (unitId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'business-unit'), eq(auditLog.entityId, unitId)))
    .orderBy(auditLog.at);
const unitCount = async () => (await t.db.select({ total: count() }).from(businessUnits))[0]!.total;
const auditCount = async () =>
  (await t.db.select({ total: count() }).from(auditLog).where(eq(auditLog.entityType, 'business-unit')))[0]!
    .total;
const chartOf = async (unitId: string) =>
  (await (await t.as('emery')).get(`/api/org-charts/departments/${unitId}`)).json() as {
    people: { id: string; parentId: string | null; name: string }[];
  };

describe('GET /api/admin/business-units', () => {
  it('lists the demo units with their leaders, for Admins and HR', async () => {
    for (const caller of ['alex', 'casey'] as const) {
      const response = await (await t.as(caller)).get('/api/admin/business-units?pageSize=all');
      expect(response.statusCode).toBe(200);
      const { items, total } = response.json();
      expect(total).toBe(items.length);
      const itUnit = items.find((unit: { name: string }) => unit.name === 'IT');
      expect(itUnit).toMatchObject({
        leaderEmployeeNumber: '000008',
        leader: { employeeNumber: '000008', current: true },
        hasOrgChart: true,
      });
      expect(itUnit.leader.name).toEqual(expect.any(String));
      expect(itUnit.employeeCount).toBeGreaterThan(1);
      expect(items.find((unit: { name: string }) => unit.name === 'Field')).toMatchObject({
        hasOrgChart: false,
      });
    }
  });

  it('finds units by their name or their leader, and sorts by leader', async () => {
    const { unit, leader } = await createBusinessUnit(t.db, { firstName: 'Zed', lastName: 'Searchable' });
    const alex = await t.as('alex');
    const byLeader = (await alex.get('/api/admin/business-units?search=zed searchable')).json();
    expect(byLeader.items).toEqual([
      {
        id: unit.id,
        name: unit.name,
        leaderEmployeeNumber: leader.employeeNumber,
        leader: {
          id: leader.id,
          employeeNumber: leader.employeeNumber,
          name: 'Zed Searchable',
          title: 'Director',
          current: true,
        },
        employeeCount: 1,
        hasOrgChart: true,
      },
    ]);
    const byNumber = (await alex.get(`/api/admin/business-units?search=${leader.employeeNumber}`)).json();
    expect(byNumber.items.map((row: { id: string }) => row.id)).toEqual([unit.id]);
    const byUnit = (
      await alex.get(`/api/admin/business-units?search=${encodeURIComponent(unit.name)}`)
    ).json();
    expect(byUnit.items.map((row: { id: string }) => row.id)).toEqual([unit.id]);

    // By name, or by leader with units without one last, either way.
    for (const sort of ['name', 'leader']) {
      const idsIn = async (order: string) =>
        (await alex.get(`/api/admin/business-units?sort=${sort}&order=${order}&pageSize=all`))
          .json()
          .items.filter((row: { leader: unknown }) => row.leader !== null)
          .map((row: { id: string }) => row.id);
      expect(await idsIn('desc')).toEqual((await idsIn('asc')).reverse());
    }
    const byName = (await alex.get('/api/admin/business-units?pageSize=all'))
      .json()
      .items.map((row: { name: string }) => row.name);
    expect(byName.indexOf('Finance')).toBeLessThan(byName.indexOf('Operations'));
  });

  it('says when a leader has left, or is nobody the portal knows', async () => {
    const { unit: left } = await createBusinessUnit(t.db, { employmentStatus: 'TERMINATED' });
    const [unknown] = await t.db
      .insert(businessUnits)
      .values({ name: 'Imported Unit', leaderEmployeeNumber: '777777' })
      .returning();
    const alex = await t.as('alex');
    const leftRow = (
      await alex.get(`/api/admin/business-units?search=${encodeURIComponent(left.name)}`)
    ).json().items[0];
    expect(leftRow.leader.current).toBe(false);
    expect(leftRow.employeeCount).toBe(0);
    const unknownRow = (await alex.get('/api/admin/business-units?search=Imported Unit')).json().items[0];
    expect(unknownRow).toMatchObject({ id: unknown!.id, leaderEmployeeNumber: '777777', leader: null });
  });

  it.each([['sort=salary'], ['pageSize=0'], ['page=0'], [`search=${'x'.repeat(201)}`]])(
    'refuses %s with a 400',
    async (query) => {
      const response = await (await t.as('casey')).get(`/api/admin/business-units?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('is refused to everyone else, before the query is even read', async () => {
    for (const caller of ['blair', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).get('/api/admin/business-units?sort=salary');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(REFUSED);
    }
  });
});

describe('POST /api/admin/business-units', () => {
  it('adds a unit led by a current employee: audited, and it has an org chart tab at once', async () => {
    const head = await createEmployee(t.db, {
      firstName: 'Nia',
      lastName: 'Logistics',
      department: 'Logistics',
    });
    const response = await (
      await t.as('casey')
    ).post('/api/admin/business-units', {
      name: '  Logistics ',
      leaderId: head.id,
    });
    expect(response.statusCode).toBe(201);
    const unit = response.json();
    expect(unit).toMatchObject({
      name: 'Logistics',
      leaderEmployeeNumber: head.employeeNumber,
      leader: { id: head.id, name: 'Nia Logistics', current: true },
      employeeCount: 1,
      hasOrgChart: true,
    });

    const tabs = (await (await t.as('emery')).get('/api/org-charts/departments')).json().items;
    expect(tabs).toContainEqual({ id: unit.id, name: 'Logistics' });
    expect((await chartOf(unit.id)).people[0]).toMatchObject({ id: head.id, parentId: null });

    expect(await auditOf(unit.id)).toEqual([
      expect.objectContaining({
        actorId: PERSONAS.casey.id,
        actorName: 'Casey Patel',
        action: 'create',
        entityLabel: 'Logistics',
        before: null,
        after: { name: 'Logistics', leader: `Nia Logistics (${head.employeeNumber})` },
      }),
    ]);
  });

  it.each([
    ['IT', 'IT'],
    ['it', 'IT'],
    ['  Project   member ', 'Project Member'],
  ])(
    'refuses %j, the name of a unit there is, with a 409 naming the unit as the portal spells it',
    async (name, spelled) => {
      const before = await unitCount();
      const response = await (
        await t.as('alex')
      ).post('/api/admin/business-units', {
        name,
        leaderId: PERSONAS.drew.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.name).toEqual([`There is already a business unit named ${spelled}.`]);
      expect(await unitCount()).toBe(before);
    },
  );

  it.each([
    ['no name', { leaderId: PERSONAS.drew.id }, 'name', 'Required'],
    ['a blank name', { name: '   ', leaderId: PERSONAS.drew.id }, 'name', 'Required'],
    [
      'a name of 101',
      { name: 'x'.repeat(101), leaderId: PERSONAS.drew.id },
      'name',
      'Must be 100 characters or less',
    ],
    ['no leader', { name: 'Nobody Leads' }, 'leaderId', 'Required'],
    [
      'a leader that is not an id',
      { name: 'Nobody Leads', leaderId: '000005' },
      'leaderId',
      'Choose a current employee',
    ],
    [
      'a leader nobody is',
      { name: 'Nobody Leads', leaderId: UNKNOWN_ID },
      'leaderId',
      'Choose a current employee',
    ],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field, message) => {
    const [units, entries] = [await unitCount(), await auditCount()];
    const response = await (await t.as('alex')).post('/api/admin/business-units', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect([await unitCount(), await auditCount()]).toEqual([units, entries]);
  });

  it('refuses a leader who has left', async () => {
    const gone = await createEmployee(t.db, { terminationDate: '2020-01-31' });
    const response = await (
      await t.as('alex')
    ).post('/api/admin/business-units', {
      name: 'Led By A Leaver',
      leaderId: gone.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The leader must be a current employee.',
      errors: { leaderId: ['Choose a current employee'] },
    });
  });

  it('is refused to everyone else before the body is read: 403, not 400', async () => {
    for (const caller of ['blair', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).post('/api/admin/business-units', { name: '' });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(REFUSED);
    }
  });
});

describe('PATCH /api/admin/business-units/:id', () => {
  it('roots the org chart at the new leader at once, and logs who it was before and after', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db, { firstName: 'Old', lastName: 'Lead' });
    const deputy = await member(leader, { firstName: 'New', lastName: 'Lead' });
    const deputysReport = await member(deputy, { firstName: 'Their', lastName: 'Report' });
    expect((await chartOf(unit.id)).people[0]!.id).toBe(leader.id);

    const response = await (
      await t.as('alex')
    ).patch(`/api/admin/business-units/${unit.id}`, {
      leaderId: deputy.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: unit.id,
      leaderEmployeeNumber: deputy.employeeNumber,
      leader: { id: deputy.id, name: 'New Lead' },
    });
    const chart = await chartOf(unit.id);
    expect(chart.people.map((person) => [person.id, person.parentId])).toEqual([
      [deputy.id, null],
      [deputysReport.id, deputy.id],
    ]);

    const [entry] = await auditOf(unit.id);
    expect(entry).toMatchObject({
      actorName: 'Alex Morgan',
      action: 'update',
      entityLabel: unit.name,
      before: { name: unit.name, leader: `Old Lead (${leader.employeeNumber})` },
      after: { name: unit.name, leader: `New Lead (${deputy.employeeNumber})` },
    });
  });

  it('changes nothing, and logs nothing, for the leader the unit already has', async () => {
    const { unit, leader } = await createBusinessUnit(t.db);
    const response = await (
      await t.as('casey')
    ).patch(`/api/admin/business-units/${unit.id}`, {
      leaderId: leader.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(unit.id)).toEqual([]);
  });

  it('refuses a leader who has left or is unknown (400), and keeps the leader', async () => {
    const { unit, leader } = await createBusinessUnit(t.db);
    const gone = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    for (const leaderId of [gone.id, UNKNOWN_ID, 'not-an-id', null]) {
      const response = await (await t.as('alex')).patch(`/api/admin/business-units/${unit.id}`, { leaderId });
      expect(response.statusCode, String(leaderId)).toBe(400);
      expect(response.json().errors.leaderId).toHaveLength(1);
    }
    const [stored] = await t.db.select().from(businessUnits).where(eq(businessUnits.id, unit.id));
    expect(stored!.leaderEmployeeNumber).toBe(leader.employeeNumber);
    expect(await auditOf(unit.id)).toEqual([]);
  });

  it('answers 404 for a unit there is not, and 400 for an id that is not one', async () => {
    const alex = await t.as('alex');
    const unknown = await alex.patch(`/api/admin/business-units/${UNKNOWN_ID}`, {
      leaderId: PERSONAS.drew.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('The business unit was not found.');
    expect(
      (await alex.patch('/api/admin/business-units/42', { leaderId: PERSONAS.drew.id })).statusCode,
    ).toBe(400);
  });

  it('is refused to everyone else before the id or body is read', async () => {
    const response = await (await t.as('drew')).patch('/api/admin/business-units/42', { leaderId: 7 });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/business-units/:id', () => {
  it('refuses (409) while a current employee works in it, and changes nothing', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db);
    await member(leader);
    const response = await (await t.as('alex')).delete(`/api/admin/business-units/${unit.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      `${unit.name} cannot be deleted: 2 current employees have it as their department. Move them to another department in the HR record first.`,
    );
    expect(await t.db.select().from(businessUnits).where(eq(businessUnits.id, unit.id))).toHaveLength(1);
    expect(await auditOf(unit.id)).toEqual([]);
  });

  it('counts the department in any letter case or spacing as the unit’s', async () => {
    const { unit } = await createBusinessUnit(t.db, { department: 'Elsewhere' });
    await createEmployee(t.db, { department: ` ${unit.name.toUpperCase()} ` });
    const response = await (await t.as('alex')).delete(`/api/admin/business-units/${unit.id}`);
    expect(response.statusCode).toBe(409);
  });

  it('deletes a unit only people who have left worked in: audited, its tab gone', async () => {
    const { unit, leader, member } = await createBusinessUnit(t.db, {
      firstName: 'Last',
      lastName: 'Leader',
    });
    await member(leader, { employmentStatus: 'TERMINATED' });
    // The leader moved to another department.
    await t.db.update(employees).set({ department: 'Operations' }).where(eq(employees.id, leader.id));

    const response = await (await t.as('casey')).delete(`/api/admin/business-units/${unit.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(businessUnits).where(eq(businessUnits.id, unit.id))).toEqual([]);
    const tabs = (await (await t.as('emery')).get('/api/org-charts/departments')).json().items;
    expect(tabs.map((tab: { id: string }) => tab.id)).not.toContain(unit.id);
    expect(await auditOf(unit.id)).toEqual([
      expect.objectContaining({
        actorName: 'Casey Patel',
        action: 'delete',
        before: { name: unit.name, leader: `Last Leader (${leader.employeeNumber})` },
        after: null,
      }),
    ]);

    const again = await (await t.as('casey')).delete(`/api/admin/business-units/${unit.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one, and refuses everyone else', async () => {
    expect((await (await t.as('alex')).delete('/api/admin/business-units/42')).statusCode).toBe(400);
    const { unit } = await createBusinessUnit(t.db, { department: 'Operations' });
    for (const caller of ['blair', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).delete(`/api/admin/business-units/${unit.id}`);
      expect(response.statusCode).toBe(403);
    }
    expect(await t.db.select().from(businessUnits).where(eq(businessUnits.id, unit.id))).toHaveLength(1);
  });
});
