import type { TimeAwayTablePage } from '@portico/domain/time-away/time-away-dto';
import { usedPercentage } from '@portico/domain/time-away/time-away-totals';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import {
  buildTestAppWithTimeAway,
  createTimeAwayEntries,
  setAllocations,
} from '../../../test/time-away-factories';
import { PERSONAS, type TestApp } from '../../../test/test-app';

/*
 * The Time Away table reads each person's Vacation Salary balance from a table the database
 * keeps (decision 067). After every kind of change to entries and allocations it must be what
 * the entries and allocations give when counted afresh, and the table must show it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithTimeAway();
});
afterAll(() => t.close());

/** The kept rows against the same rows computed from every entry and allocation now. */
async function expectKeptAsCounted() {
  const differences = rowsOf(
    await t.db.execute(sql`
      (select * from vacation_salary_balances except all select * from vacation_salary_balances_of(
        array(select employee_id from time_away_allocations union select employee_id from time_away_entries)))
      union all
      (select * from vacation_salary_balances_of(
        array(select employee_id from time_away_allocations union select employee_id from time_away_entries))
        except all select * from vacation_salary_balances)`),
  );
  expect(differences).toEqual([]);
}

async function rowOf(employeeId: string) {
  const response = await (
    await t.as('blair')
  ).get('/api/people-metrics/time-away?pageSize=all&sort=usedPercentage');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TimeAwayTablePage).items.find((row) => row.employeeId === employeeId);
}

describe('Vacation Salary balances', () => {
  it('follow entries and allocations added, changed and taken away', async () => {
    await expectKeptAsCounted();
    const person = await createEmployee(t.db, { managerEmployeeNumber: PERSONAS.blair.employeeNumber });
    expect(await rowOf(person.id)).toMatchObject({ allocation: 0, booked: 0, taken: 0, usedPercentage: 0 });

    await setAllocations(t.db, person.id, { Vacation_Salary: 8, Sick: 5 });
    await createTimeAwayEntries(t.db, person.id, 3, { status: 'Taken' });
    await createTimeAwayEntries(t.db, person.id, 2, { status: 'Booked' });
    // Neither a sick day nor an accrual counts as Vacation Salary used.
    await createTimeAwayEntries(t.db, person.id, 1, { requestType: 'Sick', status: 'Taken' });
    await createTimeAwayEntries(t.db, person.id, 1, { entryType: 'Accrued', status: 'Taken' });
    await expectKeptAsCounted();
    expect(await rowOf(person.id)).toMatchObject({
      allocation: 8,
      booked: 2,
      taken: 3,
      remaining: 3,
      usedPercentage: usedPercentage(8, 2, 3),
    });

    // A booked day taken, an allocation lowered, an entry cancelled.
    await t.db
      .update(timeAwayEntries)
      .set({ status: 'Taken' })
      .where(and(eq(timeAwayEntries.employeeId, person.id), eq(timeAwayEntries.status, 'Booked')));
    await t.db
      .update(timeAwayAllocations)
      .set({ days: 4 })
      .where(
        and(
          eq(timeAwayAllocations.employeeId, person.id),
          eq(timeAwayAllocations.requestType, 'Vacation_Salary'),
        ),
      );
    const [one] = await t.db
      .select({ id: timeAwayEntries.id })
      .from(timeAwayEntries)
      .where(
        and(eq(timeAwayEntries.employeeId, person.id), eq(timeAwayEntries.requestType, 'Vacation_Salary')),
      )
      .limit(1);
    await t.db.delete(timeAwayEntries).where(eq(timeAwayEntries.id, one!.id));
    await expectKeptAsCounted();
    expect(await rowOf(person.id)).toMatchObject({ allocation: 4, booked: 0, taken: 4, usedPercentage: 100 });

    // No allocation left, days still used: the share is 100 (the domain's rule).
    await t.db.delete(timeAwayAllocations).where(eq(timeAwayAllocations.employeeId, person.id));
    await expectKeptAsCounted();
    expect(await rowOf(person.id)).toMatchObject({ allocation: 0, usedPercentage: usedPercentage(0, 0, 4) });

    await t.db.delete(employees).where(eq(employees.id, person.id));
    await expectKeptAsCounted();
  });
});
