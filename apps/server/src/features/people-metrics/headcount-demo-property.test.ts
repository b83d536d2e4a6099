import {
  expectedEndOfMonth,
  headcountMonths,
  NO_HEADCOUNT_FILTER,
  pastMonths,
  type EmploymentPeriod,
  type HeadcountFilter,
} from '@portico/domain/people-metrics/headcount';
import type { HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHistory } from '../../../test/headcount-factories';
import { dayFromToday } from '../../../test/test-days';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/*
 * The demo organisation as seeded (by the seed command, 400 people, dated from today): over its last
 * 24 months, the database's rows are the domain rule's, and every month adds up and opens
 * where the month before closed — without filters and with each filter value on its own.
 */

const SIZE = 400;
let t: TestApp;
let history: EmploymentPeriod[];
let everyone: HeadcountReport;
/** The group's completed months, on its reporting day (the personas' zone), as the server counts them. */
const months = () => pastMonths(dayFromToday(0));

beforeAll(async () => {
  t = await buildTestApp({ employees: SIZE });
  history = await loadHistory(t.db);
  everyone = await reportFor('');
});
afterAll(async () => t.close());

async function reportFor(search: string, persona: 'casey' | 'blair' = 'casey') {
  const response = await (await t.as(persona)).get(`/api/people-metrics/headcount${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HeadcountReport;
}

function expectConsistent(report: HeadcountReport) {
  report.months.forEach((row, index) => {
    expect(expectedEndOfMonth(row), row.month).toBe(row.activeAsOfEndOfMonth);
    if (index > 0)
      expect(row.activeAsOfFirst, row.month).toBe(report.months[index - 1]!.activeAsOfEndOfMonth);
  });
}

describe('headcount over 24 months of the seeded demo organisation', () => {
  it('has 24 months of history: people, hires and leavers in every stretch of it', () => {
    expect(everyone.months).toHaveLength(24);
    const [first] = everyone.months;
    expect(first!.activeAsOfFirst).toBeGreaterThan(SIZE * 0.5);
    // Each half-year of the two has hires of both kinds and leavers.
    for (let half = 0; half < 4; half++) {
      const rows = everyone.months.slice(half * 6, half * 6 + 6);
      const total = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((sum, row) => sum + pick(row), 0);
      expect(
        total((row) => row.newHireReplacement),
        `half ${half}`,
      ).toBeGreaterThan(0);
      expect(
        total((row) => row.newHireNetNew),
        `half ${half}`,
      ).toBeGreaterThan(0);
      expect(
        total((row) => row.voluntary + row.involuntary),
        `half ${half}`,
      ).toBeGreaterThan(0);
    }
  });

  it('counts everyone as the domain rule does, every month adding up', () => {
    expect(everyone.months).toEqual(headcountMonths(history, NO_HEADCOUNT_FILTER, months()));
    expectConsistent(everyone);
  });

  it('counts the same for ELT as for HR', async () => {
    expect((await reportFor('', 'blair')).months).toEqual(everyone.months);
  });

  it('agrees with the domain rule for each filter value on its own, and the companies add up to everyone', async () => {
    const { companies, payClasses, departments } = everyone.options;
    expect(companies.length).toBeGreaterThan(3);
    expect(departments.length).toBeGreaterThan(5);
    const cases: [string, HeadcountFilter][] = [
      ...companies.map(({ code }): [string, HeadcountFilter] => [
        `company=${encodeURIComponent(code)}`,
        { ...NO_HEADCOUNT_FILTER, companies: [code] },
      ]),
      ...payClasses.map((payClass): [string, HeadcountFilter] => [
        `payClass=${encodeURIComponent(payClass)}`,
        { ...NO_HEADCOUNT_FILTER, payClasses: [payClass] },
      ]),
      ...departments.map((department): [string, HeadcountFilter] => [
        `department=${encodeURIComponent(department)}`,
        { ...NO_HEADCOUNT_FILTER, departments: [department] },
      ]),
    ];
    const endsByCompany = everyone.months.map(() => 0);
    for (const [search, filter] of cases) {
      const report = await reportFor(`?${search}`);
      expect(report.months, search).toEqual(headcountMonths(history, filter, months()));
      expectConsistent(report);
      if (search.startsWith('company=')) {
        report.months.forEach((row, index) => (endsByCompany[index]! += row.activeAsOfEndOfMonth));
      }
    }
    expect(endsByCompany).toEqual(everyone.months.map((row) => row.activeAsOfEndOfMonth));
  });

  it('shows department moves as changes that cancel out across all departments', async () => {
    const search = everyone.options.departments
      .map((name) => `department=${encodeURIComponent(name)}`)
      .join('&');
    const all = await reportFor(`?${search}`);
    expect(all.months).toEqual(everyone.months);
    expect(everyone.summary.changes).toBe(0);
  });
});
