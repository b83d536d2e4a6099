import type { TimeAwayTablePage, TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { TIME_AWAY_TABLE_SORTS } from '@portico/domain/time-away/time-away-constants';
import { countsInTimeAwayTable, OTHER_DEPARTMENTS_CHIP } from '@portico/domain/time-away/time-away-table';
import { timeAwayBalances, usedPercentage } from '@portico/domain/time-away/time-away-totals';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import {
  buildTestAppWithTimeAway,
  createTimeAwayEntries,
  createTimeAwayEntry,
  setAllocations,
} from '../../../test/time-away-factories';
import { dayFromToday } from '../../../test/test-days';
import { PERSONAS, type TestApp } from '../../../test/test-app';
import { escapeCsvCell } from '../../lib/csv-cell';
import { textsIn } from '../../lib/texts';
import { TIME_AWAY_CSV_COLUMNS } from './time-away-table-csv';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithTimeAway();
});
afterAll(() => t.close());

const TABLE = '/api/people-metrics/time-away';
const page = async (client: Awaited<ReturnType<TestApp['as']>>, query = '') => {
  const response = await client.get(`${TABLE}?pageSize=all${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TimeAwayTablePage;
};

/** A lead with a team whose time away the table must read in a stated way. */
async function team() {
  const company = await createCompany(t.db, { name: 'Zeta Works' });
  const lead = await createEmployee(t.db, { firstName: 'Lead', companyId: company.id, department: 'Sales' });
  const member = (overrides: Parameters<typeof createEmployee>[1]) =>
    createEmployee(t.db, { managerEmployeeNumber: lead.employeeNumber, companyId: company.id, ...overrides });
  return {
    company,
    lead,
    half: await member({ firstName: 'Half', department: 'C&L' }),
    none: await member({ firstName: 'Nothing', department: 'Sales', employmentStatus: 'active' }),
    field: await member({ firstName: 'Fielder', department: 'Field' }),
    project: await member({ firstName: 'Project', department: 'Project Member' }),
    gone: await member({ firstName: 'Gone', department: 'Sales', employmentStatus: 'TERMINATED' }),
  };
}

describe('GET /api/people-metrics/time-away', () => {
  it('refuses someone with nobody in view (Emery) with a 403', async () => {
    const response = await (await t.as('emery')).get(TABLE);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it("gives Drew his counted people, each row's sums read from the seeded rows by the domain's rule", async () => {
    const body = await page(await t.as('drew'));
    const chain = await t.db
      .select()
      .from(employees)
      .where(inArray(employees.managerEmployeeNumber, [PERSONAS.drew.employeeNumber]));
    const today = dayFromToday(0);
    const expectedIds = [
      PERSONAS.drew.id,
      ...chain.filter((p) => countsInTimeAwayTable(p, today)).map((p) => p.id),
    ];
    expect(body.items.map((row) => row.employeeId).sort()).toEqual(expectedIds.sort());
    expect(body.total).toBe(expectedIds.length);
    for (const row of body.items) {
      const entries = await t.db
        .select()
        .from(timeAwayEntries)
        .where(eq(timeAwayEntries.employeeId, row.employeeId));
      const allocations = await t.db
        .select()
        .from(timeAwayAllocations)
        .where(eq(timeAwayAllocations.employeeId, row.employeeId));
      const [vacation] = timeAwayBalances(
        entries,
        Object.fromEntries(allocations.map((a) => [a.requestType, a.days])),
      );
      expect(row).toMatchObject({
        allocation: vacation!.allocation,
        booked: vacation!.booked,
        taken: vacation!.taken,
        remaining: vacation!.remaining,
        usedPercentage: usedPercentage(vacation!.allocation, vacation!.booked, vacation!.taken),
      });
    }
    const emery = body.items.find((row) => row.employeeId === PERSONAS.emery.id);
    expect(emery).toMatchObject({ allocation: 15, booked: 3, taken: 5, remaining: 7, usedPercentage: 53 });
  });

  it('counts only ACTIVE people (any case) outside Field, rounding a half up and reading no allocation as 100%', async () => {
    const { lead, half, none, field, project, gone } = await team();
    await setAllocations(t.db, half.id, { Vacation_Salary: 200 });
    await createTimeAwayEntries(t.db, half.id, 50, { awayOn: dayFromToday(-40) });
    await createTimeAwayEntries(t.db, half.id, 7, { awayOn: dayFromToday(20) });
    // Not Vacation Salary, or not Used: not in these sums.
    await createTimeAwayEntry(t.db, half.id, { requestType: 'Sick', awayOn: dayFromToday(-2) });
    await createTimeAwayEntry(t.db, half.id, { entryType: 'Accrued', awayOn: dayFromToday(-3) });
    await createTimeAwayEntries(t.db, none.id, 2, { awayOn: dayFromToday(-5), requestStatus: 'PENDING' });

    const body = await page(await t.asEmployee(lead.id));
    const byId = new Map(body.items.map((row) => [row.employeeId, row]));
    expect([...byId.keys()].sort()).toEqual([lead.id, half.id, none.id, project.id].sort());
    expect(byId.has(field.id) || byId.has(gone.id)).toBe(false);
    expect(byId.get(half.id)).toMatchObject<Partial<TimeAwayTableRow>>({
      employeeNumber: half.employeeNumber,
      name: half.displayName,
      department: 'C&L',
      allocation: 200,
      taken: 50,
      booked: 7,
      remaining: 143,
      usedPercentage: 29,
    });
    expect(byId.get(none.id)).toMatchObject({ allocation: 0, taken: 2, remaining: -2, usedPercentage: 100 });
    expect(byId.get(lead.id)).toMatchObject({ allocation: 0, booked: 0, taken: 0, usedPercentage: 0 });
  });

  it('filters by company codes and departments; an empty choice shows nobody; offers the chips', async () => {
    const { company, lead, half, project } = await team();
    const client = await t.asEmployee(lead.id);
    const all = await page(client);
    expect(all.companies).toEqual([{ code: company.code, name: 'Zeta Works' }]);
    // The Project Member has no chip of their own: Other stands for them, last.
    expect(all.departments).toEqual(['C&L', 'Sales', OTHER_DEPARTMENTS_CHIP]);
    expect((await page(client, '&department=C%26L')).items.map((row) => row.employeeId)).toEqual([half.id]);
    expect((await page(client, `&company=${company.code}&department=Sales&department=C%26L`)).total).toBe(3);
    const other = encodeURIComponent(OTHER_DEPARTMENTS_CHIP);
    expect((await page(client, `&department=${other}`)).items.map((row) => row.employeeId)).toEqual([
      project.id,
    ]);
    expect((await page(client, `&department=C%26L&department=${other}`)).total).toBe(2);
    // Every chip but one turned off one by one still counts whom the others stand for.
    expect((await page(client, `&department=Sales&department=C%26L&department=${other}`)).total).toBe(
      all.total,
    );
    expect((await page(client, '&company=ELSEWHERE')).total).toBe(0);
    expect((await page(client, '&company=')).total).toBe(0);
    expect((await page(client, '&department=')).items).toEqual([]);
  });

  it('sorts by Name descending by default, and by any column asked for', async () => {
    const client = await t.as('drew');
    const names = (await page(client)).items.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const byShare = (await page(client, '&sort=usedPercentage&order=asc')).items.map(
      (row) => row.usedPercentage,
    );
    expect(byShare).toEqual([...byShare].sort((a, b) => a - b));
    const byRemaining = (await page(client, '&sort=remaining&order=desc')).items.map((row) => row.remaining);
    expect(byRemaining).toEqual([...byRemaining].sort((a, b) => b - a));
  });

  // A page in name order looks each person's days up; any other order, and the export, read
  // everyone's in one grouped pass (decision 031): both must give every row the same figures.
  it('gives every row the same figures in any order, and the export the same rows as the page', async () => {
    const { half, none } = await team();
    await setAllocations(t.db, half.id, { Vacation_Salary: 12 });
    await createTimeAwayEntries(t.db, half.id, 4, { awayOn: dayFromToday(-9) });
    await createTimeAwayEntries(t.db, none.id, 1, { awayOn: dayFromToday(6) });
    const client = await t.as('blair');
    const byName = (await page(client, '&sort=name&order=asc')).items;
    expect(byName.length).toBeGreaterThan(20);
    const byId = (rows: TimeAwayTableRow[]) =>
      [...rows].sort((a, b) => a.employeeId.localeCompare(b.employeeId));
    for (const sort of TIME_AWAY_TABLE_SORTS) {
      for (const order of ['asc', 'desc']) {
        const rows = (await page(client, `&sort=${sort}&order=${order}`)).items;
        expect(byId(rows), `${sort} ${order}`).toEqual(byId(byName));
      }
    }
    const csv = await client.get(`${TABLE}/export.csv?sort=name&order=asc`);
    const records = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.map((record) => Object.values(record).join('|'))).toEqual(
      byName.map((row) =>
        TIME_AWAY_CSV_COLUMNS.map((column) => escapeCsvCell(column.value(row, textsIn('en-CA')))).join('|'),
      ),
    );
  });

  it('gives Blair (ELT) everyone counted', async () => {
    const body: TimeAwayTablePage = (await (await t.as('blair')).get(`${TABLE}?pageSize=1`)).json();
    expect(body.items).toHaveLength(1);
    const everyone = await t.db.select().from(employees);
    expect(body.total).toBe(everyone.filter((p) => countsInTimeAwayTable(p, dayFromToday(0))).length);
  });

  it.each([
    ['sort=salary', 'sort'],
    ['order=up', 'order'],
    ['page=0', 'page'],
    [`company=${'x'.repeat(201)}`, 'company'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('blair')).get(`${TABLE}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('GET /api/people-metrics/time-away/export.csv', () => {
  it('downloads Time-Away.csv with every column, the filter applied and formulas escaped', async () => {
    const { lead, half } = await team();
    await t.db.update(employees).set({ displayName: '=HYPERLINK("x")' }).where(eq(employees.id, half.id));
    await setAllocations(t.db, half.id, { Vacation_Salary: 10 });
    await createTimeAwayEntries(t.db, half.id, 3, { awayOn: dayFromToday(-10) });
    const response = await (
      await t.asEmployee(lead.id)
    ).get(`${TABLE}/export.csv?department=C%26L&sort=name&order=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Time-Away.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Employee Number,Name,Department,Allocation,Booked,Taken,Remaining,Booked & Taken %',
      `${half.employeeNumber},"'=HYPERLINK(""x"")",C&L,10,0,3,7,30`,
    ]);
  });

  it('refuses Emery as the table does', async () => {
    expect((await (await t.as('emery')).get(`${TABLE}/export.csv`)).statusCode).toBe(403);
  });
});
