import type { TimeAwayTablePage, TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import {
  countsInTimeAwayTable,
  departmentChipOf,
  OTHER_DEPARTMENTS_CHIP,
} from '@portico/domain/time-away/time-away-table';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import {
  buildTestAppWithTimeAway,
  createTimeAwayEntries,
  setAllocations,
} from '../../../test/time-away-factories';
import { dayFromToday } from '../../../test/test-days';
import type { TestApp } from '../../../test/test-app';

/*
 * For everyone, the Time Away table counts and offers its department chips from the kept
 * counts of current people, and takes a window by share used from the kept balances' index and
 * the people without a balance (decision 070). Each must be what the whole table gives, as
 * people are hired, move, leave and use their days.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithTimeAway();
});
afterAll(() => t.close());

const TABLE = '/api/people-metrics/time-away';
async function page(query: string) {
  const response = await (await t.as('blair')).get(`${TABLE}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TimeAwayTablePage;
}

/** The count and chips the employees give by the domain's rules. */
async function expected() {
  const counted = (await t.db.select().from(employees)).filter((person) =>
    countsInTimeAwayTable(person, dayFromToday(0)),
  );
  const chips = new Set(counted.map((person) => departmentChipOf(person.department)));
  const named = [...chips].filter((chip) => chip !== OTHER_DEPARTMENTS_CHIP).sort();
  return {
    total: counted.length,
    departments: chips.has(OTHER_DEPARTMENTS_CHIP) ? [...named, OTHER_DEPARTMENTS_CHIP] : named,
  };
}

async function expectCountAndChips() {
  const { total, departments } = await expected();
  const body = await page('pageSize=1');
  expect(body.total).toBe(total);
  expect([...body.departments].sort()).toEqual([...departments].sort());
  expect(body.departments.at(-1) === OTHER_DEPARTMENTS_CHIP).toBe(
    departments.includes(OTHER_DEPARTMENTS_CHIP),
  );
  const sales = (await page('pageSize=all&sort=name&department=Sales')).items.length;
  expect((await page('pageSize=1&department=Sales')).total).toBe(sales);
}

/** Small pages by share used, each way, are the whole table's order cut into pages. */
async function expectShareWindows() {
  const all = (await page('pageSize=all&sort=name&order=asc')).items;
  for (const order of ['asc', 'desc'] as const) {
    const sign = order === 'asc' ? 1 : -1;
    const sorted = [...all].sort(
      (a, b) =>
        sign * (a.usedPercentage - b.usedPercentage) ||
        sign * a.employeeNumber.localeCompare(b.employeeNumber),
    );
    const ids = (rows: TimeAwayTableRow[]) => rows.map((row) => row.employeeId);
    for (const number of [1, 2, 3]) {
      const window = await page(`pageSize=5&page=${number}&sort=usedPercentage&order=${order}`);
      expect(ids(window.items), `${order} page ${number}`).toEqual(
        ids(sorted.slice((number - 1) * 5, number * 5)),
      );
    }
  }
}

describe('the Time Away table for everyone', () => {
  it('counts, offers chips and pages by share used as the whole table does, through changes', async () => {
    await expectCountAndChips();
    await expectShareWindows();
    const hired = await createEmployee(t.db, { firstName: 'Hired', department: 'Sales' });
    const unusual = await createEmployee(t.db, { firstName: 'Unusual', department: 'Rare Desk' });
    const leaving = await createEmployee(t.db, { firstName: 'Leaving', department: 'Rare Desk' });
    await setAllocations(t.db, hired.id, { Vacation_Salary: 1 });
    await createTimeAwayEntries(t.db, hired.id, 3, { awayOn: dayFromToday(-3) });
    await expectCountAndChips();
    await expectShareWindows();
    // A move to Field, a leaver, and a termination date already past.
    await t.db.update(employees).set({ department: 'Field' }).where(eq(employees.id, unusual.id));
    await t.db.update(employees).set({ employmentStatus: 'TERMINATED' }).where(eq(employees.id, leaving.id));
    await t.db
      .update(employees)
      .set({ terminationDate: dayFromToday(-1) })
      .where(eq(employees.id, hired.id));
    await expectCountAndChips();
    await expectShareWindows();
  });
});
