import { awayWindow } from '@portico/domain/time-away/away-window';
import { WHOS_OUT_LIMIT, type MyTimeAway, type WhosOut } from '@portico/domain/time-away/time-away-dto';
import { and, countDistinct, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { createEmployee } from '../../../test/factories';
import {
  buildTestAppWithTimeAway,
  createTimeAwayEntries,
  createTimeAwayEntry,
  setAllocations,
} from '../../../test/time-away-factories';
import { dayFromToday } from '../../../test/test-days';
import { PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithTimeAway();
});
afterAll(() => t.close());

const balanceOf = (body: MyTimeAway, label: string) => body.balances.find((row) => row.label === label)!;

describe('GET /api/time-away/mine', () => {
  it('gives Emery her seeded totals, each the count of her Used rows of that type and status', async () => {
    const response = await (await t.as('emery')).get('/api/time-away/mine');
    expect(response.statusCode).toBe(200);
    const body: MyTimeAway = response.json();
    expect(body.displayName).toBe('Emery Lindqvist');

    const counted = await t.db
      .select({
        requestType: timeAwayEntries.requestType,
        status: timeAwayEntries.status,
        days: sql<number>`count(*)::int`,
      })
      .from(timeAwayEntries)
      .where(and(eq(timeAwayEntries.employeeId, PERSONAS.emery.id), eq(timeAwayEntries.entryType, 'Used')))
      .groupBy(timeAwayEntries.requestType, timeAwayEntries.status);
    const allocated = await t.db
      .select()
      .from(timeAwayAllocations)
      .where(eq(timeAwayAllocations.employeeId, PERSONAS.emery.id));
    for (const row of body.balances) {
      const days = (status: string) =>
        counted.find((c) => c.requestType === row.requestType && c.status === status)?.days ?? 0;
      const allocation = allocated.find((a) => a.requestType === row.requestType)?.days ?? 0;
      expect(row).toEqual({
        requestType: row.requestType,
        label: row.label,
        allocation,
        booked: days('Booked'),
        taken: days('Taken'),
        remaining: allocation - days('Taken') - days('Booked'),
      });
    }
    // The seed's story for Emery, as a demo tells it.
    expect(balanceOf(body, 'Vacation Salary')).toMatchObject({
      allocation: 15,
      booked: 3,
      taken: 5,
      remaining: 7,
    });
    expect(balanceOf(body, 'Sick')).toMatchObject({ allocation: 5, booked: 0, taken: 2, remaining: 3 });
    expect(body.booked.length).toBe(body.balances.reduce((sum, row) => sum + row.booked, 0));
    expect(body.taken.length).toBe(body.balances.reduce((sum, row) => sum + row.taken, 0));
  });

  it('sums Used entries by status per type, whatever the request status, and lists exactly those', async () => {
    const person = await createEmployee(t.db);
    await setAllocations(t.db, person.id, { Vacation_Salary: 10, Sick: 5, 'Personal Day': 2 });
    await createTimeAwayEntries(t.db, person.id, 2, { awayOn: dayFromToday(-30) });
    await createTimeAwayEntry(t.db, person.id, { awayOn: dayFromToday(10), requestStatus: 'PENDING' });
    await createTimeAwayEntry(t.db, person.id, { awayOn: dayFromToday(5) });
    await createTimeAwayEntry(t.db, person.id, { requestType: 'Sick', awayOn: dayFromToday(-3) });
    // Not Used: neither summed nor listed.
    await createTimeAwayEntry(t.db, person.id, { entryType: 'Accrued', awayOn: dayFromToday(-1) });
    await createTimeAwayEntry(t.db, person.id, { requestType: 'Float', awayOn: dayFromToday(-2) });

    const body: MyTimeAway = (await (await t.asEmployee(person.id)).get('/api/time-away/mine')).json();
    expect(
      body.balances.map(({ label, allocation, booked, taken, remaining }) => [
        label,
        allocation,
        booked,
        taken,
        remaining,
      ]),
    ).toEqual([
      ['Vacation Salary', 10, 2, 2, 6],
      ['Carry Over', 0, 0, 0, 0],
      ['Sick', 5, 0, 1, 4],
      ['Personal', 2, 0, 0, 2],
      ['Float', 0, 0, 1, -1],
      ['Volunteer', 0, 0, 0, 0],
      ['Vacation', 0, 0, 0, 0],
    ]);
    // Booked: nearest first. Taken: latest first.
    expect(body.booked.map((entry) => [entry.date, entry.requestStatus])).toEqual([
      [dayFromToday(5), 'APPROVED'],
      [dayFromToday(10), 'PENDING'],
    ]);
    expect(body.taken.map((entry) => [entry.date, entry.requestType])).toEqual([
      [dayFromToday(-2), 'Float'],
      [dayFromToday(-3), 'Sick'],
      [dayFromToday(-30), 'Vacation_Salary'],
      [dayFromToday(-30), 'Vacation_Salary'],
    ]);
  });

  it('gives someone with no time away the seven rows at zero and empty lists', async () => {
    const person = await createEmployee(t.db);
    const body: MyTimeAway = (await (await t.asEmployee(person.id)).get('/api/time-away/mine')).json();
    expect(body.balances).toHaveLength(7);
    expect(body.balances.every((row) => row.allocation + row.booked + row.taken + row.remaining === 0)).toBe(
      true,
    );
    expect(body).toMatchObject({ booked: [], taken: [] });
  });

  it('never shows anyone else’s record', async () => {
    const other = await createEmployee(t.db);
    await createTimeAwayEntries(t.db, other.id, 3, { awayOn: dayFromToday(-4) });
    const person = await createEmployee(t.db);
    const body: MyTimeAway = (await (await t.asEmployee(person.id)).get('/api/time-away/mine')).json();
    expect(body.taken).toEqual([]);
  });
});

describe('GET /api/time-away/out', () => {
  const { to } = awayWindow(dayFromToday(0));
  const laterDay = to > dayFromToday(0) ? dayFromToday(1) : undefined;
  const namesOf = (group: WhosOut['today']) => group.items.map((person) => person.name);

  it('shows Drew his seeded team: one out today, and (but on a Sunday) one later this week', async () => {
    const body: WhosOut = (await (await t.as('drew')).get('/api/time-away/out')).json();
    expect(body).toMatchObject({ from: dayFromToday(0), to });
    const team = await t.db
      .select({ name: employees.displayName })
      .from(employees)
      .where(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber));
    const teamNames = team.map((person) => person.name);
    expect(body.today.total).toBeGreaterThanOrEqual(1);
    expect(namesOf(body.today).some((name) => teamNames.includes(name))).toBe(true);
    if (laterDay) expect(namesOf(body.laterThisWeek).some((name) => teamNames.includes(name))).toBe(true);
    const sick = body.today.items.find((person) => person.days[0]?.requestType === 'Sick');
    expect(sick?.days[0]).toMatchObject({ date: dayFromToday(0), requestStatus: 'APPROVED' });
  });

  it('lists only current people of the scope, away on a Used day in the window, never the viewer', async () => {
    const lead = await createEmployee(t.db, { firstName: 'Lead' });
    const report = await createEmployee(t.db, {
      firstName: 'Report',
      managerEmployeeNumber: lead.employeeNumber,
    });
    const deeper = await createEmployee(t.db, {
      firstName: 'Deeper',
      managerEmployeeNumber: report.employeeNumber,
    });
    const gone = await createEmployee(t.db, {
      firstName: 'Gone',
      managerEmployeeNumber: lead.employeeNumber,
      employmentStatus: 'TERMINATED',
    });
    const accrued = await createEmployee(t.db, {
      firstName: 'Accrued',
      managerEmployeeNumber: lead.employeeNumber,
    });
    const lastWeek = await createEmployee(t.db, {
      firstName: 'Earlier',
      managerEmployeeNumber: lead.employeeNumber,
    });
    const outsider = await createEmployee(t.db, { firstName: 'Outsider' });
    await createTimeAwayEntry(t.db, lead.id);
    await createTimeAwayEntry(t.db, report.id, { requestType: 'Sick' });
    if (laterDay) await createTimeAwayEntry(t.db, report.id, { awayOn: laterDay });
    if (laterDay) await createTimeAwayEntry(t.db, deeper.id, { awayOn: laterDay });
    else await createTimeAwayEntry(t.db, deeper.id);
    await createTimeAwayEntry(t.db, gone.id);
    await createTimeAwayEntry(t.db, accrued.id, { entryType: 'Accrued' });
    await createTimeAwayEntry(t.db, lastWeek.id, { awayOn: dayFromToday(-7) });
    await createTimeAwayEntry(t.db, outsider.id);

    const body: WhosOut = (await (await t.asEmployee(lead.id)).get('/api/time-away/out')).json();
    expect(body.today.items.find((person) => person.employeeId === report.id)).toEqual({
      employeeId: report.id,
      name: report.displayName,
      days: [
        { date: dayFromToday(0), requestType: 'Sick', requestStatus: 'APPROVED' },
        ...(laterDay ? [{ date: laterDay, requestType: 'Vacation_Salary', requestStatus: 'APPROVED' }] : []),
      ],
    });
    const everyone = [...body.today.items, ...body.laterThisWeek.items].map((person) => person.employeeId);
    expect(everyone.sort()).toEqual([report.id, deeper.id].sort());
    if (laterDay) expect(body.laterThisWeek).toMatchObject({ total: 1, items: [{ employeeId: deeper.id }] });
  });

  it('tells HR and the managers above a person why they are away, and ELT and Admin only that they are', async () => {
    const director = await createEmployee(t.db, { firstName: 'Director' });
    const lead = await createEmployee(t.db, { managerEmployeeNumber: director.employeeNumber });
    // First by name, so the organisation-wide views list them among the first.
    const sick = await createEmployee(t.db, {
      firstName: 'Aaaa',
      managerEmployeeNumber: lead.employeeNumber,
    });
    await createTimeAwayEntry(t.db, sick.id, { requestType: 'Sick' });
    const typeSeenBy = async (viewer: Awaited<ReturnType<TestApp['as']>>) => {
      const body: WhosOut = (await viewer.get('/api/time-away/out')).json();
      const person = body.today.items.find((item) => item.employeeId === sick.id);
      expect(person?.days).toHaveLength(1);
      return person!.days[0]!.requestType;
    };
    expect(await typeSeenBy(await t.asEmployee(lead.id))).toBe('Sick');
    expect(await typeSeenBy(await t.asEmployee(director.id))).toBe('Sick');
    expect(await typeSeenBy(await t.as('casey'))).toBe('Sick');
    expect(await typeSeenBy(await t.as('blair'))).toBeNull();
    expect(await typeSeenBy(await t.as('alex'))).toBeNull();
  });

  it('shows someone with nobody in view nobody', async () => {
    const body: WhosOut = (await (await t.as('emery')).get('/api/time-away/out')).json();
    expect(body).toMatchObject({ today: { items: [], total: 0 }, laterThisWeek: { items: [], total: 0 } });
  });

  it('shows Blair (ELT, everyone) the first of all who are out today by name, with how many', async () => {
    for (let index = 0; index < WHOS_OUT_LIMIT; index++) {
      await createTimeAwayEntry(t.db, (await createEmployee(t.db, { firstName: 'Aaron' })).id);
    }
    const body: WhosOut = (await (await t.as('blair')).get('/api/time-away/out')).json();
    const [expected] = await t.db
      .select({ people: countDistinct(timeAwayEntries.employeeId) })
      .from(timeAwayEntries)
      .innerJoin(employees, eq(employees.id, timeAwayEntries.employeeId))
      .where(
        and(
          eq(timeAwayEntries.awayOn, dayFromToday(0)),
          eq(timeAwayEntries.entryType, 'Used'),
          isActiveEmployee,
          ne(employees.id, PERSONAS.blair.id),
        ),
      );
    expect(body.today.total).toBe(expected!.people);
    expect(body.today.items).toHaveLength(WHOS_OUT_LIMIT);
    const names = namesOf(body.today);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
