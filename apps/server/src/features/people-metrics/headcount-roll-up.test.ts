import {
  headcountMonths,
  lastDayOf,
  NO_HEADCOUNT_FILTER,
  pastMonths,
} from '@portico/domain/people-metrics/headcount';
import type { HeadcountMonthDetail, HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { employees, employmentHistory } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { addHistory, dayOf, loadHistory, monthsAgo } from '../../../test/headcount-factories';
import { dayFromToday } from '../../../test/test-days';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/*
 * Headcount's roll-ups (decision 067) are kept by a trigger as the history changes. After each
 * kind of change the reports must still be what the domain's fold over the whole history
 * gives, and the kept rows what a rebuild from scratch gives.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ employees: 40 });
});
afterAll(async () => t.close());

const months = () => pastMonths(dayFromToday(0));

/** The kept rows, in one order; a rebuild inside a transaction that is rolled back, the same way. */
async function keptRows() {
  const read = async (db: Pick<TestApp['db'], 'execute'>) => ({
    periods: rowsOf(await db.execute(sql`select * from headcount_periods order by history_id`)),
    months: rowsOf(
      await db.execute(sql`select * from headcount_months order by month, on_first, from_counted, to_counted,
        from_company_id, to_company_id, from_pay_class, to_pay_class, from_department, to_department, in_kind, out_kind`),
    ),
    options: rowsOf(
      await db.execute(sql`select * from headcount_option_rows order by company_id, pay_class, department`),
    ),
    // Each state's final headcount (decision 073), kept by the roll-up's own triggers.
    states: rowsOf(
      await db.execute(sql`select * from headcount_states order by company_id, pay_class, department`),
    ),
  });
  const kept = await read(t.db);
  let rebuilt: typeof kept | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`select headcount_rebuild()`);
      // The filter options' rows (decision 070), counted afresh over the history.
      await tx.execute(sql`delete from headcount_option_rows`);
      await tx.execute(sql`insert into headcount_option_rows
        select company_id, pay_class, department, count(*) from employment_history group by 1, 2, 3`);
      rebuilt = await read(tx);
      tx.rollback();
    })
    .catch(() => undefined);
  return { kept, rebuilt };
}

async function expectExact(persona: 'casey' | 'drew' = 'casey', people?: string[]) {
  const { kept, rebuilt } = await keptRows();
  expect(kept).toEqual(rebuilt);
  const response = await (await t.as(persona)).get('/api/people-metrics/headcount');
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json() as HeadcountReport;
  expect(report.months).toEqual(
    headcountMonths(await loadHistory(t.db, people), NO_HEADCOUNT_FILTER, months()),
  );
  return report;
}

async function monthDetail(offset: number) {
  const response = await (
    await t.as('casey')
  ).get(`/api/people-metrics/headcount/${monthsAgo(offset).slice(0, 7)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HeadcountMonthDetail;
}

describe('headcount roll-ups', () => {
  it('stay exact after a hire, a leaving, a department move and a pause', async () => {
    const hire = await createEmployee(t.db);
    await addHistory(t.db, hire.id, [[dayOf(4, 1), { statusReason: 'NEWHIRE' }]]);
    const leaver = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    await addHistory(t.db, leaver.id, [
      ['2020-02-03', { statusReason: 'REHIRE' }],
      [dayOf(2, 1), { employmentStatus: 'TERMINATED', statusReason: 'RESIGNATION' }],
    ]);
    const mover = await createEmployee(t.db);
    await addHistory(t.db, mover.id, [['2021-05-10'], [dayOf(6, 14), { department: 'Sales' }]]);
    const paused = await createEmployee(t.db);
    await addHistory(t.db, paused.id, [['2022-01-01']], dayOf(3, 1));
    await expectExact();
    // The history ends on the 1st: the move out is the previous month's last day.
    const detail = await monthDetail(4);
    expect(detail.moves.filter((move) => move.employee.id === paused.id)).toMatchObject([
      { kind: 'changeOut', day: lastDayOf(monthsAgo(4)) },
    ]);
  });

  it('stay exact after an edit of a row, a backdated row and a deletion', async () => {
    const person = await createEmployee(t.db);
    await addHistory(t.db, person.id, [['2023-03-01'], [dayOf(8, 20), { payClass: 'Hourly' }]]);
    await expectExact();
    // A department corrected in place, a backdated leave of absence and a row taken back.
    await t.db
      .update(employmentHistory)
      .set({ department: 'Finance' })
      .where(and(eq(employmentHistory.employeeId, person.id), eq(employmentHistory.payClass, 'Hourly')));
    await addHistory(
      t.db,
      person.id,
      [[dayOf(10, 5), { employmentStatus: 'LEAVE OF ABSENCE', statusReason: 'PRESTART' }]],
      dayOf(9, 1),
    );
    await expectExact();
    await t.db.delete(employmentHistory).where(eq(employmentHistory.effectiveFrom, dayOf(10, 5)));
    await expectExact();
    await t.db.delete(employees).where(eq(employees.id, person.id));
    await expectExact();
  });

  it('follow a change of manager at once: a chain is read from the people it holds now', async () => {
    const report = await createEmployee(t.db, { managerEmployeeNumber: PERSONAS.drew.employeeNumber });
    await addHistory(t.db, report.id, [[dayOf(5, 9), { statusReason: 'NEW HIRE REPLACEMENT' }]]);
    const chainOf = async () =>
      rowsOf<{ id: string }>(
        await t.db.execute(sql`with recursive chain(id, number) as (
            select id, employee_number from employees where employee_number = ${PERSONAS.drew.employeeNumber}
            union
            select e.id, e.employee_number from employees e join chain on e.manager_employee_number = chain.number
            where e.employee_number <> '000001'
          ) select id from chain`),
      ).map((row) => row.id);
    const before = await expectExact('drew', await chainOf());
    expect(before.summary.newHireReplacement).toBeGreaterThanOrEqual(1);
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: PERSONAS.casey.employeeNumber })
      .where(eq(employees.id, report.id));
    const after = await expectExact('drew', await chainOf());
    expect(after.summary.newHireReplacement).toBe(before.summary.newHireReplacement - 1);
  });

  it('count a company move for the company filter, both ways', async () => {
    const company = await createCompany(t.db, { code: 'RLU', name: 'Roll-Up Ltd.' });
    const person = await createEmployee(t.db);
    await addHistory(t.db, person.id, [['2022-06-01'], [dayOf(7, 1), { companyId: company.id }]]);
    await expectExact();
    const response = await (await t.as('casey')).get('/api/people-metrics/headcount?company=RLU');
    const report = response.json() as HeadcountReport;
    expect(report.months).toEqual(
      headcountMonths(await loadHistory(t.db), { ...NO_HEADCOUNT_FILTER, companies: ['RLU'] }, months()),
    );
    expect(report.summary.end).toBe(1);
  });
});
