import {
  lastDayOf,
  pastMonths,
  summariseHeadcount,
  type HeadcountFilter,
} from '@portico/domain/people-metrics/headcount';
import {
  HEADCOUNT_FILTER_MESSAGES,
  type HeadcountMonthDetail,
  type HeadcountReport,
} from '@portico/domain/people-metrics/headcount-dto';
import type { Db } from '../../db/client';
import { peopleMetricsScope } from './people-metrics-access';
import type { ScopeViewer } from '../../lib/people-scope-queries';
import { HttpProblem } from '../../lib/problem';
import {
  companyIdsByCode,
  headcountMonthRows,
  headcountMovesBetween,
  headcountOptions,
} from './headcount-queries';
import { headcountPeople, type SqlHeadcountFilter } from './headcount-sql';

/** Company codes to ids; a code no company has is a 400 on the company field. */
async function toSqlFilter(db: Db, filter: HeadcountFilter): Promise<SqlHeadcountFilter> {
  const ids = await companyIdsByCode(db, filter.companies);
  const unknown = filter.companies.filter((code) => !ids.has(code));
  if (unknown.length > 0) {
    throw new HttpProblem(400, `${HEADCOUNT_FILTER_MESSAGES.unknownCompany}: ${unknown.join(', ')}`, {
      company: [HEADCOUNT_FILTER_MESSAGES.unknownCompany],
    });
  }
  return { companyIds: [...ids.values()], payClasses: filter.payClasses, departments: filter.departments };
}

/** The completed months as of `today`, the group's reporting day (the routes say which). */
export async function headcountReport(
  db: Db,
  viewer: ScopeViewer,
  filter: HeadcountFilter,
  today: string,
): Promise<HeadcountReport> {
  const people = await headcountPeople(db, await peopleMetricsScope(db, viewer));
  const sqlFilter = await toSqlFilter(db, filter);
  const months = pastMonths(today);
  const first = months[0]!;
  const last = months.at(-1)!;
  const [{ months: rows, anyoneCounted }, options] = await Promise.all([
    headcountMonthRows(db, people, sqlFilter, first, last),
    headcountOptions(db, people),
  ]);
  return { months: rows, summary: summariseHeadcount(rows), options, anyoneCounted };
}

/** One past month's row and who moved in or out of the headcount in it (the month modals). */
export async function headcountMonthDetail(
  db: Db,
  viewer: ScopeViewer,
  filter: HeadcountFilter,
  yearMonth: string,
  today: string,
): Promise<HeadcountMonthDetail> {
  const month = `${yearMonth}-01`;
  if (month >= `${today.slice(0, 7)}-01`) {
    throw new HttpProblem(400, HEADCOUNT_FILTER_MESSAGES.futureMonth, {
      month: [HEADCOUNT_FILTER_MESSAGES.futureMonth],
    });
  }
  const people = await headcountPeople(db, await peopleMetricsScope(db, viewer));
  const sqlFilter = await toSqlFilter(db, filter);
  const [{ months }, moves] = await Promise.all([
    headcountMonthRows(db, people, sqlFilter, month, month),
    headcountMovesBetween(db, people, sqlFilter, month, lastDayOf(month)),
  ]);
  return {
    month: months[0]!,
    moves: moves.map(({ kind, day, statusReason, employeeId, name, employeeNumber, ...facts }) => ({
      kind,
      day,
      statusReason,
      employee: { id: employeeId, name, employeeNumber, ...facts },
    })),
  };
}
