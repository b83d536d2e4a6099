import {
  expectedEndOfMonth,
  headcountMonths,
  NO_HEADCOUNT_FILTER,
  pastMonths,
  type HeadcountFilter,
} from '@portico/domain/people-metrics/headcount';
import type { HeadcountMonthDetail, HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { addHistory, dayOf, loadHistory, monthsAgo } from '../../../test/headcount-factories';
import { dayFromToday } from '../../../test/test-days';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { NO_PEOPLE_METRICS_MESSAGE as NO_PEOPLE_METRICS } from '@portico/domain/people-metrics/people-metrics-texts';

let t: TestApp;
let company: { id: string; code: string; name: string };
let drewsHire: { id: string; displayName: string };
let drewsLeaver: { id: string; displayName: string };
let outsider: { id: string; displayName: string };

beforeAll(async () => {
  t = await buildTestApp({ employees: 60 });
  company = await createCompany(t.db, { code: 'TST', name: 'Test Works Ltd.' });
  // In Drew's chain: a replacement hired three months ago in a company of its own, and someone
  // who left voluntarily five months ago.
  drewsHire = await createEmployee(t.db, {
    managerEmployeeNumber: PERSONAS.drew.employeeNumber,
    companyId: company.id,
  });
  await addHistory(t.db, drewsHire.id, [
    [dayOf(3, 10), { statusReason: 'NEW HIRE REPLACEMENT', companyId: company.id }],
  ]);
  drewsLeaver = await createEmployee(t.db, {
    managerEmployeeNumber: PERSONAS.drew.employeeNumber,
    employmentStatus: 'TERMINATED',
  });
  await addHistory(t.db, drewsLeaver.id, [
    ['2019-04-01', { statusReason: 'NEWHIRE' }],
    [dayOf(5, 12), { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
  ]);
  // Outside Drew's chain: a hire the same month as Drew's.
  outsider = await createEmployee(t.db, { managerEmployeeNumber: PERSONAS.casey.employeeNumber });
  await addHistory(t.db, outsider.id, [[dayOf(3, 20), { statusReason: 'NEW HIRE NET NEW' }]]);
});
afterAll(async () => t.close());

const query = (filter: Partial<Record<'company' | 'payClass' | 'department', string[]>> = {}) => {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(filter)) for (const value of values) params.append(name, value);
  return params.size ? `?${params}` : '';
};

async function reportAs(persona: 'casey' | 'drew' | 'blair', filter: Parameters<typeof query>[0] = {}) {
  const response = await (await t.as(persona)).get(`/api/people-metrics/headcount${query(filter)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HeadcountReport;
}

/** Drew and everyone below him, walked in the test from the employees' manager numbers. */
async function drewsChain() {
  const everyone = await t.db
    .select({ id: employees.id, number: employees.employeeNumber, manager: employees.managerEmployeeNumber })
    .from(employees);
  const chain = new Set([PERSONAS.drew.employeeNumber]);
  for (let grew = true; grew;) {
    grew = false;
    for (const person of everyone) {
      if (person.manager && chain.has(person.manager) && !chain.has(person.number)) {
        chain.add(person.number);
        grew = true;
      }
    }
  }
  return everyone.filter((person) => chain.has(person.number)).map((person) => person.id);
}

/** The group's completed months, on its reporting day (the personas' zone), as the server counts them. */
const months = () => pastMonths(dayFromToday(0));

describe('GET /api/people-metrics/headcount', () => {
  it('gives HR (Casey) everyone: 24 past months, as the domain rule counts them, each adding up', async () => {
    const report = await reportAs('casey');
    expect(report.months.map((row) => row.month)).toEqual(months());
    expect(report.months).toEqual(headcountMonths(await loadHistory(t.db), NO_HEADCOUNT_FILTER, months()));
    for (const row of report.months)
      expect(expectedEndOfMonth(row), row.month).toBe(row.activeAsOfEndOfMonth);
    expect(report.summary.end).toBe(report.months.at(-1)!.activeAsOfEndOfMonth);
    expect(report.anyoneCounted).toBe(true);
  });

  it('gives Drew only his reporting chain', async () => {
    const chain = await drewsChain();
    expect(chain).toContain(drewsHire.id);
    const report = await reportAs('drew');
    expect(report.months).toEqual(
      headcountMonths(await loadHistory(t.db, chain), NO_HEADCOUNT_FILTER, months()),
    );
    expect(report.anyoneCounted).toBe(true);
    expect(report.summary).toMatchObject({ newHireReplacement: 1, voluntary: 1, newHireNetNew: 0 });
    // Filter choices come from his people's history only.
    expect(report.options.companies.map((option) => option.code)).toContain('TST');
    expect(report.options.departments).toEqual(['Operations']);
  });

  it('counts the month of each move in the chain', async () => {
    const report = await reportAs('drew');
    const monthOf = (offset: number) => report.months.find((row) => row.month === monthsAgo(offset))!;
    expect(monthOf(3)).toMatchObject({ newHireReplacement: 1, newHireNetNew: 0 });
    expect(monthOf(5)).toMatchObject({ voluntary: 1 });
    expect(monthOf(4).activeAsOfFirst).toBe(monthOf(5).activeAsOfEndOfMonth);
  });

  it.each<[string, Parameters<typeof query>[0], HeadcountFilter]>([
    ['a company', { company: ['TST'] }, { ...NO_HEADCOUNT_FILTER, companies: ['TST'] }],
    [
      'two departments',
      { department: ['Operations', 'Sales'] },
      { ...NO_HEADCOUNT_FILTER, departments: ['Operations', 'Sales'] },
    ],
    ['a pay class', { payClass: ['Hourly'] }, { ...NO_HEADCOUNT_FILTER, payClasses: ['Hourly'] }],
    [
      'all three',
      { company: ['HLG', 'NPL'], payClass: ['Salary'], department: ['Operations'] },
      { companies: ['HLG', 'NPL'], payClasses: ['Salary'], departments: ['Operations'] },
    ],
  ])('filters by %s as the domain rule does', async (_name, filter, domainFilter) => {
    const report = await reportAs('casey', filter);
    expect(report.months).toEqual(headcountMonths(await loadHistory(t.db), domainFilter, months()));
    for (const row of report.months) expect(expectedEndOfMonth(row)).toBe(row.activeAsOfEndOfMonth);
  });

  it('counts nobody for a department nobody visible was in', async () => {
    const report = await reportAs('drew', { department: ['Finance'] });
    expect(report.anyoneCounted).toBe(false);
    expect(report.months.every((row) => row.activeAsOfEndOfMonth === 0)).toBe(true);
  });

  it('refuses Emery, who has nobody reporting to her', async () => {
    const response = await (await t.as('emery')).get('/api/people-metrics/headcount');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, detail: NO_PEOPLE_METRICS });
  });

  it('refuses a manager whose only report has left', async () => {
    const manager = await createEmployee(t.db);
    await createEmployee(t.db, {
      managerEmployeeNumber: manager.employeeNumber,
      employmentStatus: 'TERMINATED',
    });
    const response = await (await t.asEmployee(manager.id)).get('/api/people-metrics/headcount');
    expect(response.statusCode).toBe(403);
  });

  it('is in the OpenAPI document with its repeatable filters', async () => {
    const response = await (await t.as('casey')).get('/api/docs/json');
    const document = response.json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    for (const path of ['/api/people-metrics/headcount', '/api/people-metrics/headcount/{month}']) {
      const names = document.paths[path]!.get.parameters.map((parameter) => parameter.name);
      expect(names, path).toEqual(expect.arrayContaining(['company', 'payClass', 'department']));
    }
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await t.anonymous().get('/api/people-metrics/headcount')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown company', '?company=NOPE', 'company', 'Unknown company'],
    ['an empty department', '?department=', 'department', 'A filter value may not be empty'],
    [
      'a pay class of 101 characters',
      `?payClass=${'x'.repeat(101)}`,
      'payClass',
      'A filter value must be 100 characters or less',
    ],
    [
      '51 departments',
      `?${Array.from({ length: 51 }, (_, index) => `department=D${index}`).join('&')}`,
      'department',
      'Choose 50 values or fewer',
    ],
  ])('answers 400 for %s', async (_name, search, field, message) => {
    const response = await (await t.as('casey')).get(`/api/people-metrics/headcount${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(response.json())).toContain(message);
    expect(response.body).toContain(field);
  });
});

describe('GET /api/people-metrics/headcount/:month', () => {
  const detailAs = async (persona: 'casey' | 'drew', month: string, search = '') => {
    const response = await (await t.as(persona)).get(`/api/people-metrics/headcount/${month}${search}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as HeadcountMonthDetail;
  };

  it('lists who Drew hired and lost, and nobody outside his chain', async () => {
    const hired = await detailAs('drew', monthsAgo(3).slice(0, 7));
    expect(hired.moves).toEqual([
      {
        kind: 'newHireReplacement',
        day: dayOf(3, 10),
        statusReason: 'NEW HIRE REPLACEMENT',
        employee: expect.objectContaining({
          id: drewsHire.id,
          name: drewsHire.displayName,
          company: 'Test Works Ltd.',
        }),
      },
    ]);
    expect(hired.month).toMatchObject({ month: monthsAgo(3), newHireReplacement: 1 });

    const left = await detailAs('drew', monthsAgo(5).slice(0, 7));
    // A leaver's day is the last day worked.
    expect(left.moves).toEqual([
      expect.objectContaining({
        kind: 'voluntary',
        day: dayOf(5, 11),
        employee: expect.objectContaining({ id: drewsLeaver.id }),
      }),
    ]);
  });

  it('lists everyone’s moves for HR, the same month row as the report, and follows the filters', async () => {
    const month = monthsAgo(3);
    const detail = await detailAs('casey', month.slice(0, 7));
    const ids = detail.moves.map((move) => move.employee.id);
    expect(ids).toEqual(expect.arrayContaining([drewsHire.id, outsider.id]));
    const report = await reportAs('casey');
    expect(detail.month).toEqual(report.months.find((row) => row.month === month));
    const row = detail.month;
    expect(detail.moves.filter((move) => move.kind === 'newHireNetNew')).toHaveLength(row.newHireNetNew);

    const filtered = await detailAs('casey', month.slice(0, 7), '?company=TST');
    expect(filtered.moves.map((move) => move.employee.id)).toEqual([drewsHire.id]);
  });

  it('refuses Emery', async () => {
    const response = await (
      await t.as('emery')
    ).get(`/api/people-metrics/headcount/${monthsAgo(2).slice(0, 7)}`);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['not a month', '2025-13', 'Enter a month as YYYY-MM'],
    ['a day, not a month', '2025-03-01', 'Enter a month as YYYY-MM'],
    ['year zero', '0000-01', 'Enter a month as YYYY-MM'],
    ['the current month', monthsAgo(0).slice(0, 7), 'Only past months have headcount'],
    ['a future month', monthsAgo(-3).slice(0, 7), 'Only past months have headcount'],
  ])('answers 400 for %s', async (_name, month, message) => {
    const response = await (await t.as('casey')).get(`/api/people-metrics/headcount/${month}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});
