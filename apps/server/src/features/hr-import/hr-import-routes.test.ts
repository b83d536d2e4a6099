import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_COLUMNS } from '@portico/domain/hr-import/import-files';
import { MESSAGES, type ImportReport } from '@portico/domain/hr-import/import-report';
import type { HeadcountMonthDetail } from '@portico/domain/people-metrics/headcount-dto';
import { stringify } from 'csv-stringify/sync';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { serverRoot } from '../../paths';
import {
  auditLog,
  employees,
  employmentHistory,
  signInIdentities,
  sites,
  timeAwayAllocations,
  timeAwayEntries,
} from '../../db/schema';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { fileHashOf } from './hr-import-file';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** 'YYYY-MM' of the month before this one, and a day in it. */
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

type Cells = Record<string, string>;
const EMPLOYEE_HEADER = IMPORT_COLUMNS.employees.required;

function employeeRow(number: string, change: Cells = {}): Cells {
  return {
    Employee_Number__c: number,
    First_Name__c: 'Imported',
    Last_Name__c: `Person ${number}`,
    Display_Name__c: '',
    Job_Title__c: 'Site Technician',
    Manager_XRefCode__c: PERSONAS.drew.employeeNumber,
    Company__c: 'HLG',
    Pay_Class_Name__c: 'Hourly',
    Department_Name__c: 'Imported Operations',
    Hire_Date__c: `${lastMonth}-10`,
    Termination_Date__c: '',
    Employment_Status__c: 'ACTIVE',
    Employment_Status_Reason_XRefCode__c: 'NEW HIRE NET NEW',
    Employment_Status_Effective_From__c: '',
    ...change,
  };
}

const csvOf = (header: readonly string[], rows: readonly Cells[]) =>
  stringify(
    rows.map((row) => header.map((column) => row[column] ?? '')),
    { header: true, columns: [...header] },
  );

async function check(kind: string, csv: string, caller: 'casey' | 'alex' = 'casey') {
  return (await t.as(caller)).post(`/api/hr-import/${kind}/check`, { csv });
}
async function apply(
  kind: string,
  csv: string,
  fileHash = fileHashOf(csv),
  caller: 'casey' | 'alex' = 'casey',
) {
  return (await t.as(caller)).post(`/api/hr-import/${kind}/apply`, { csv, fileHash });
}

async function counts() {
  const [people] = await t.db.select({ n: count() }).from(employees);
  const [history] = await t.db.select({ n: count() }).from(employmentHistory);
  const [entries] = await t.db.select({ n: count() }).from(timeAwayEntries);
  const [allocations] = await t.db.select({ n: count() }).from(timeAwayAllocations);
  return { people: people!.n, history: history!.n, entries: entries!.n, allocations: allocations!.n };
}

async function headcountOf(month: string): Promise<HeadcountMonthDetail> {
  const response = await (await t.as('casey')).get(`/api/people-metrics/headcount/${month}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the HR import of the master employee list', () => {
  it('counts the rows with problems apart from the problems: two in one row is one row', async () => {
    const csv = csvOf(EMPLOYEE_HEADER, [
      employeeRow('IMP-TWO-1'),
      employeeRow('IMP-TWO-2', { Hire_Date__c: '2026-02-30', Termination_Date__c: 'someday' }),
    ]);
    const report: ImportReport = (await check('employees', csv)).json();
    expect(report).toMatchObject({ rows: 2, problemCount: 2, problemRows: 1 });
  });

  it("reports a row's every problem at once: its own cells', and those against other rows and the portal", async () => {
    const csv = csvOf(EMPLOYEE_HEADER, [
      employeeRow('IMP-ALL-1'),
      employeeRow('IMP-ALL-1', {
        Hire_Date__c: '2026-02-30',
        Manager_XRefCode__c: 'NOBODY-HAS-THIS',
        Company__c: 'Nowhere Ltd.',
      }),
    ]);
    const report: ImportReport = (await check('employees', csv)).json();
    expect(report).toMatchObject({ rows: 2, problemCount: 4, problemRows: 1 });
    expect(report.problems).toEqual([
      { row: 3, field: 'Hire_Date__c', problem: 'Enter a valid date' },
      { row: 3, field: 'Employee_Number__c', problem: MESSAGES.duplicateNumber },
      { row: 3, field: 'Manager_XRefCode__c', problem: MESSAGES.unknownManager },
      { row: 3, field: 'Company__c', problem: MESSAGES.unknownCompany },
    ]);
  });

  it('flags a person named as their own manager, and still lets the file be applied', async () => {
    const csv = csvOf(EMPLOYEE_HEADER, [
      employeeRow('IMP-SELF-1', { Manager_XRefCode__c: 'IMP-SELF-1' }),
      employeeRow('IMP-SELF-2', { Manager_XRefCode__c: 'IMP-SELF-1' }),
    ]);
    const report: ImportReport = (await check('employees', csv)).json();
    expect(report).toMatchObject({ problemCount: 0 });
    expect(report.warnings).toEqual([{ row: 2, field: 'Manager_XRefCode__c', problem: MESSAGES.ownManager }]);
    expect((await apply('employees', csv)).statusCode).toBe(200);
  });

  it('takes the site column: sets a known site (any case), refuses an unknown one by row; a file without it changes no one’s site', async () => {
    const [doha] = await t.db
      .insert(sites)
      .values({ name: 'Import Doha', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] })
      .returning({ id: sites.id });
    const header = [...EMPLOYEE_HEADER, 'Site__c'];
    const siteOf = async (number: string) =>
      (
        await t.db
          .select({ siteId: employees.siteId })
          .from(employees)
          .where(eq(employees.employeeNumber, number))
      )[0]?.siteId;

    const unknown = csvOf(header, [employeeRow('IMP-SITE-1', { Site__c: 'Atlantis' })]);
    const refused: ImportReport = (await check('employees', unknown)).json();
    expect(refused.problems).toEqual([{ row: 2, field: 'Site__c', problem: MESSAGES.unknownSite }]);

    const withSite = csvOf(header, [employeeRow('IMP-SITE-1', { Site__c: 'import DOHA' })]);
    expect((await apply('employees', withSite)).statusCode).toBe(200);
    expect(await siteOf('IMP-SITE-1')).toBe(doha!.id);

    const withoutColumn = csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-SITE-1', { Job_Title__c: 'Lead' })]);
    expect((await apply('employees', withoutColumn)).statusCode).toBe(200);
    expect(await siteOf('IMP-SITE-1')).toBe(doha!.id);

    const blank = csvOf(header, [employeeRow('IMP-SITE-1', { Site__c: '' })]);
    expect((await apply('employees', blank)).statusCode).toBe(200);
    expect(await siteOf('IMP-SITE-1')).toBeNull();
  });

  it('reports a bad row with its row, field and problem and writes nothing, neither on check nor on apply', async () => {
    const before = await counts();
    const csv = csvOf(EMPLOYEE_HEADER, [
      employeeRow('IMP-BAD-1'),
      employeeRow('IMP-BAD-2', { Hire_Date__c: '2026-02-30' }),
      employeeRow('IMP-BAD-3', { Company__c: 'Nowhere Ltd.' }),
    ]);
    const checked = await check('employees', csv);
    expect(checked.statusCode).toBe(200);
    const report: ImportReport = checked.json();
    expect(report).toMatchObject({
      kind: 'employees',
      rows: 3,
      problemCount: 2,
      problemRows: 2,
      fileHash: fileHashOf(csv),
    });
    expect(report.problems).toEqual([
      { row: 3, field: 'Hire_Date__c', problem: 'Enter a valid date' },
      { row: 4, field: 'Company__c', problem: MESSAGES.unknownCompany },
    ]);

    const applied = await apply('employees', csv);
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ status: 422, report: { problemCount: 2 } });
    expect(await counts()).toEqual(before);
  });

  it('applies 2,000 new hires in one go, and the headcount of their month counts them', async () => {
    const before = await headcountOf(lastMonth);
    const people = await counts();
    const rows = Array.from({ length: 2000 }, (_, index) =>
      employeeRow(`IMP-${String(index).padStart(5, '0')}`),
    );
    const csv = csvOf(EMPLOYEE_HEADER, rows);

    const started = Date.now();
    const checked = await check('employees', csv);
    expect(checked.json()).toMatchObject({ rows: 2000, problemCount: 0, problems: [] });
    const applied = await apply('employees', csv);
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(applied.json()).toEqual({
      kind: 'employees',
      rows: 2000,
      created: 2000,
      updated: 0,
      recordsWritten: 2000,
    });
    expect(await counts()).toMatchObject({ people: people.people + 2000, history: people.history + 2000 });

    const after = await headcountOf(lastMonth);
    expect(after.month.newHireNetNew).toBe(before.month.newHireNetNew + 2000);
    expect(after.month.activeAsOfEndOfMonth).toBe(before.month.activeAsOfEndOfMonth + 2000);
    expect(after.month.activeAsOfFirst).toBe(before.month.activeAsOfFirst);

    // The trigram indexes end as they began: no fast update, nothing pending (decision 030).
    const options = await t.db.execute(
      sql`select reloptions::text as options from pg_class where relname = 'employees_display_name_trgm_idx'`,
    );
    expect(rowsOf<{ options: string }>(options)[0]!.options).toContain('fastupdate=off');
  }, 60_000);

  it('updates an existing employee by number and records the change in the history from its date', async () => {
    const [emery] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.emery.id));
    const historyBefore = await t.db
      .select()
      .from(employmentHistory)
      .where(eq(employmentHistory.employeeId, emery!.id))
      .orderBy(asc(employmentHistory.effectiveFrom));
    const today = new Date().toISOString().slice(0, 10);
    const emeryClient = await t.as('emery');
    expect((await emeryClient.get('/api/me')).json().displayName).toBe(emery!.displayName);
    const csv = csvOf(
      [...EMPLOYEE_HEADER, 'Office_365_Email__c'],
      [
        employeeRow(emery!.employeeNumber, {
          First_Name__c: emery!.firstName,
          Last_Name__c: emery!.lastName,
          Display_Name__c: 'Emery J. Lindqvist',
          Job_Title__c: 'Senior Analyst',
          Manager_XRefCode__c: emery!.managerEmployeeNumber ?? '',
          Company__c: 'HLG',
          Pay_Class_Name__c: emery!.payClass ?? '',
          Department_Name__c: emery!.department ?? '',
          Hire_Date__c: emery!.hireDate!,
          Employment_Status__c: emery!.employmentStatus,
          Employment_Status_Reason_XRefCode__c: 'PROMOTION',
          Employment_Status_Effective_From__c: today,
          Office_365_Email__c: emery!.workEmail!,
        }),
      ],
    );
    const applied = await apply('employees', csv);
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200);
    expect(applied.json()).toMatchObject({ created: 0, updated: 1, recordsWritten: 1 });

    const [updated] = await t.db.select().from(employees).where(eq(employees.id, emery!.id));
    expect(updated).toMatchObject({
      jobTitle: 'Senior Analyst',
      statusReason: 'PROMOTION',
      workEmail: emery!.workEmail,
    });
    const history = await t.db
      .select()
      .from(employmentHistory)
      .where(eq(employmentHistory.employeeId, emery!.id))
      .orderBy(asc(employmentHistory.effectiveFrom));
    expect(history).toHaveLength(historyBefore.length + 1);
    expect(history.at(-2)!.effectiveTo).toBe(today);
    expect(history.at(-1)).toMatchObject({
      effectiveFrom: today,
      effectiveTo: null,
      jobTitle: 'Senior Analyst',
      statusReason: 'PROMOTION',
    });

    // The change is announced on the change bus and heard here before the answer: what the
    // server cached of Emery is already dropped.
    expect((await emeryClient.get('/api/me')).json().displayName).toBe('Emery J. Lindqvist');

    // The same file again changes nothing in the history.
    const again = await apply('employees', csv);
    expect(again.json()).toMatchObject({ updated: 1, recordsWritten: 0 });
  });

  it('applies two imports of the same new people at once as one: they take turns', async () => {
    const csv = csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-TWICE-1'), employeeRow('IMP-TWICE-2')]);
    const before = await counts();
    const [first, second] = await Promise.all([apply('employees', csv), apply('employees', csv)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().created, second.json().created].sort()).toEqual([0, 2]);
    const after = await counts();
    expect(after.people).toBe(before.people + 2);
    expect(after.history).toBe(before.history + 2);
  });

  it('refuses an apply of another file than the one checked', async () => {
    const good = csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-SWAP-1')]);
    const other = csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-SWAP-2')]);
    const before = await counts();
    const response = await apply('employees', other, fileHashOf(good));
    expect(response.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty file', '', 400, /no rows/],
    ['a header only', `${EMPLOYEE_HEADER.join(',')}\n`, 400, /no rows/],
    [
      'the wrong kind of file',
      'Employee_Number__c,Request_Type__c,Allocation__c\nE1,Sick,2\n',
      400,
      /lacks First_Name__c/,
    ],
    [
      'an unknown column',
      `${EMPLOYEE_HEADER.join(',')},Shoe_Size__c\n${',x'.repeat(EMPLOYEE_HEADER.length)}\n`,
      400,
      /unknown columns Shoe_Size__c/,
    ],
    ['malformed CSV', `${EMPLOYEE_HEADER.join(',')}\n"unterminated,quote\n`, 400, /could not be read as CSV/],
    [
      'a row with too many cells',
      `${EMPLOYEE_HEADER.join(',')}\n${'x,'.repeat(EMPLOYEE_HEADER.length)}x\n`,
      400,
      /line 2/,
    ],
  ])('refuses %s with a clear 4xx', async (_name, csv, status, message) => {
    const before = await counts();
    for (const response of [await check('employees', csv), await apply('employees', csv)]) {
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown kind of file and a body without a file', async () => {
    expect((await check('payroll', 'a\n1')).statusCode).toBe(400);
    expect((await (await t.as('casey')).post('/api/hr-import/employees/check', {})).statusCode).toBe(400);
  });

  it.each(['emery', 'drew', 'blair'] as const)('refuses %s with 403 and writes nothing', async (persona) => {
    const csv = csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-403')]);
    const client = await t.as(persona);
    const before = await counts();
    for (const action of ['check', 'apply']) {
      const response = await client.post(`/api/hr-import/employees/${action}`, {
        csv,
        fileHash: fileHashOf(csv),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets Alex (Admin) check a file', async () => {
    const response = await check('employees', csvOf(EMPLOYEE_HEADER, [employeeRow('IMP-ALEX')]), 'alex');
    expect(response.statusCode).toBe(200);
  });
});

describe('the HR import of time away and allocations', () => {
  const TIME_AWAY_HEADER = IMPORT_COLUMNS['time-away'].required;

  it('replaces the time-away records of the people in the file, and reports an unknown employee', async () => {
    const emery = PERSONAS.emery.employeeNumber;
    const row = (change: Cells = {}) => ({
      Employee_Number__c: emery,
      Type__c: 'Used',
      Status__c: 'Taken',
      Request_Type__c: 'Sick',
      Request_Status__c: 'APPROVED',
      Time_Away_Date__c: '2026-01-05',
      ...change,
    });
    const bad = csvOf(TIME_AWAY_HEADER, [row(), row({ Employee_Number__c: 'NOBODY' })]);
    const before = await counts();
    const refused = await apply('time-away', bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().report.problems).toEqual([
      { row: 3, field: 'Employee_Number__c', problem: MESSAGES.unknownEmployee },
    ]);
    expect(await counts()).toEqual(before);

    const good = csvOf(TIME_AWAY_HEADER, [
      row(),
      row({ Time_Away_Date__c: '2026-01-06', Status__c: 'Booked' }),
    ]);
    const applied = await apply('time-away', good);
    expect(applied.json()).toEqual({ kind: 'time-away', rows: 2, created: 0, updated: 1, recordsWritten: 2 });
    const entries = await t.db
      .select()
      .from(timeAwayEntries)
      .where(eq(timeAwayEntries.employeeId, PERSONAS.emery.id));
    expect(entries.map((entry) => entry.awayOn).sort()).toEqual(['2026-01-05', '2026-01-06']);
  });

  it('replaces the allocations of the people in the file', async () => {
    const csv = csvOf(IMPORT_COLUMNS.allocations.required, [
      {
        Employee_Number__c: PERSONAS.emery.employeeNumber,
        Request_Type__c: 'Vacation_Salary',
        Allocation__c: '15',
      },
      { Employee_Number__c: PERSONAS.emery.employeeNumber, Request_Type__c: 'Sick', Allocation__c: '2.5' },
    ]);
    const applied = await apply('allocations', csv);
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200);
    const rows = await t.db
      .select({ requestType: timeAwayAllocations.requestType, days: timeAwayAllocations.days })
      .from(timeAwayAllocations)
      .where(eq(timeAwayAllocations.employeeId, PERSONAS.emery.id))
      .orderBy(asc(timeAwayAllocations.requestType));
    expect(rows).toEqual([
      { requestType: 'Sick', days: 2.5 },
      { requestType: 'Vacation_Salary', days: 15 },
    ]);
  });
});

describe('the sample files of docs/samples', () => {
  const sample = (name: string) =>
    readFileSync(join(serverRoot, '..', '..', 'docs', 'samples', name), 'utf8');

  it.each([
    ['employees', 'employees-good.csv', 3],
    ['time-away', 'time-away-good.csv', 4],
    ['allocations', 'allocations-good.csv', 5],
  ])('%s: %s applies', async (kind, name, rows) => {
    const csv = sample(name);
    const applied = await apply(kind, csv);
    expect(applied.statusCode, applied.body.slice(0, 400)).toBe(200);
    expect(applied.json()).toMatchObject({ rows });
  });

  it.each([
    ['employees', 'employees-bad-row.csv', 3],
    ['time-away', 'time-away-bad-row.csv', 3],
    ['allocations', 'allocations-bad-row.csv', 3],
  ])('%s: %s reports one bad row, row %i', async (kind, name, row) => {
    const report: ImportReport = (await check(kind, sample(name))).json();
    expect(new Set(report.problems.map((problem) => problem.row))).toEqual(new Set([row]));
  });
});

describe('what HR may not change alone', () => {
  const HEADER = [...EMPLOYEE_HEADER, 'Office_365_Email__c'];
  /** A person's row as the portal holds them, with the given cells changed. */
  async function storedRow(id: string, change: Cells = {}): Promise<Cells> {
    const [person] = await t.db.select().from(employees).where(eq(employees.id, id));
    return employeeRow(person!.employeeNumber, {
      First_Name__c: person!.firstName,
      Last_Name__c: person!.lastName,
      Display_Name__c: person!.displayName,
      Job_Title__c: person!.jobTitle ?? '',
      Manager_XRefCode__c: person!.managerEmployeeNumber ?? '',
      Company__c: 'HLG',
      Pay_Class_Name__c: person!.payClass ?? '',
      Department_Name__c: person!.department ?? '',
      Hire_Date__c: person!.hireDate!,
      Termination_Date__c: person!.terminationDate ?? '',
      Employment_Status__c: person!.employmentStatus,
      Employment_Status_Reason_XRefCode__c: person!.statusReason ?? '',
      Employment_Status_Effective_From__c: person!.statusEffectiveFrom ?? '',
      Office_365_Email__c: person!.workEmail ?? '',
      ...change,
    });
  }
  const importEntries = () =>
    t.db.select().from(auditLog).where(eq(auditLog.entityType, 'hr-import')).orderBy(asc(auditLog.at));
  const emailOf = async (id: string) =>
    (await t.db.select({ email: employees.workEmail }).from(employees).where(eq(employees.id, id)))[0]!.email;

  it('refuses HR changing her own work email, which an Admin may apply, and the log says who and what', async () => {
    const before = await emailOf(PERSONAS.casey.id);
    const csv = csvOf(HEADER, [
      await storedRow(PERSONAS.casey.id, { Office_365_Email__c: 'casey.new@example.com' }),
    ]);
    const problem = { row: 2, field: 'Office_365_Email__c', problem: MESSAGES.adminOnlyEmail('HR') };
    expect((await check('employees', csv)).json().problems).toEqual([problem]);
    const refused = await apply('employees', csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().report.problems).toEqual([problem]);
    expect(await emailOf(PERSONAS.casey.id)).toBe(before);

    expect((await check('employees', csv, 'alex')).json().problems).toEqual([]);
    const applied = await apply('employees', csv, fileHashOf(csv), 'alex');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await emailOf(PERSONAS.casey.id)).toBe('casey.new@example.com');
    expect((await importEntries()).at(-1)).toMatchObject({
      actorId: PERSONAS.alex.id,
      action: 'import',
      entityLabel: 'Master employee list, 1 rows',
      after: {
        updated: 1,
        changed: [
          {
            employeeNumber: PERSONAS.casey.employeeNumber,
            fields: { workEmail: [before, 'casey.new@example.com'] },
          },
        ],
      },
    });
  });

  it('refuses HR ending an Admin’s employment or moving his email', async () => {
    const csv = csvOf(HEADER, [
      await storedRow(PERSONAS.alex.id, {
        Employment_Status__c: 'TERMINATED',
        Termination_Date__c: '2026-01-31',
      }),
    ]);
    const roles = (await (await t.as('alex')).get('/api/me')).json().roles as string[];
    expect((await check('employees', csv)).json().problems).toEqual([
      { row: 2, field: 'Employment_Status__c', problem: MESSAGES.adminOnlyStatus(roles.join(', ')) },
    ]);
  });

  it('refuses giving an address someone signs in with to another person', async () => {
    await t.db.insert(signInIdentities).values({
      issuer: 'https://login.example/tenant',
      subject: 'emery-account',
      employeeId: PERSONAS.emery.id,
      email: 'emery.former@example.com',
    });
    const csv = csvOf(HEADER, [
      employeeRow('IMP-ADDR-1', { Office_365_Email__c: 'Emery.Former@example.com' }),
    ]);
    expect((await check('employees', csv)).json().problems).toEqual([
      { row: 2, field: 'Office_365_Email__c', problem: MESSAGES.signInAddress },
    ]);
  });

  it('logs an import HR applies alone, with the people it added', async () => {
    const csv = csvOf(HEADER, [employeeRow('IMP-LOG-1', { Office_365_Email__c: 'imp.log.1@example.com' })]);
    expect((await apply('employees', csv)).statusCode).toBe(200);
    expect((await importEntries()).at(-1)).toMatchObject({
      actorId: PERSONAS.casey.id,
      actorName: PERSONAS.casey.displayName,
      entityId: fileHashOf(csv),
      after: { kind: 'employees', created: 1, added: ['IMP-LOG-1'], changed: [] },
    });
  });
});
