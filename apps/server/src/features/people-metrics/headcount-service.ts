import { capabilitiesOf } from '@portico/domain/identity/capabilities';
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
import { utcDay } from '@portico/domain/shared/dates';
import { NO_PEOPLE_METRICS_MESSAGE } from '@portico/domain/people-metrics/people-metrics-texts';
import type { Db } from '../../db/client';
import {
  countPeopleInScopeBesides,
  resolvePeopleScope,
  type ResolvedPeopleScope,
  type ScopeViewer,
} from '../../lib/people-scope-queries';
import { forbidden, HttpProblem } from '../../lib/problem';
import {
  companyIdsByCode,
  countPeopleCounted,
  headcountMonthRows,
  headcountMovesBetween,
  headcountOptions,
} from './headcount-queries';
import type { SqlHeadcountFilter } from './headcount-sql';

/**
 * Spec §6: People Metrics is for people whose people view holds someone besides themselves
 * (the `peopleMetrics` capability); what it counts is that view: everyone for ELT, HR and
 * Admin, otherwise the person and their reporting chain downward.
 */
export async function peopleMetricsScope(db: Db, viewer: ScopeViewer): Promise<ResolvedPeopleScope> {
  const peopleInViewBesidesSelf = await countPeopleInScopeBesides(db, viewer);
  if (!capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf }).peopleMetrics) {
    throw forbidden(NO_PEOPLE_METRICS_MESSAGE);
  }
  return resolvePeopleScope(db, viewer);
}

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

/** The completed months the page shows, as of today (UTC). */
const reportMonths = () => pastMonths(utcDay(new Date()));

export async function headcountReport(
  db: Db,
  viewer: ScopeViewer,
  filter: HeadcountFilter,
): Promise<HeadcountReport> {
  const scope = await peopleMetricsScope(db, viewer);
  const sqlFilter = await toSqlFilter(db, filter);
  const months = reportMonths();
  const first = months[0]!;
  const last = months.at(-1)!;
  const [rows, options, peopleCounted] = await Promise.all([
    headcountMonthRows(db, scope, sqlFilter, first, last),
    headcountOptions(db, scope),
    countPeopleCounted(db, scope, sqlFilter, first, lastDayOf(last)),
  ]);
  return { months: rows, summary: summariseHeadcount(rows), options, peopleCounted };
}

/** One past month's row and who moved in or out of the headcount in it (the month modals). */
export async function headcountMonthDetail(
  db: Db,
  viewer: ScopeViewer,
  filter: HeadcountFilter,
  yearMonth: string,
): Promise<HeadcountMonthDetail> {
  const month = `${yearMonth}-01`;
  if (month >= `${utcDay(new Date()).slice(0, 7)}-01`) {
    throw new HttpProblem(400, HEADCOUNT_FILTER_MESSAGES.futureMonth, {
      month: [HEADCOUNT_FILTER_MESSAGES.futureMonth],
    });
  }
  const scope = await peopleMetricsScope(db, viewer);
  const sqlFilter = await toSqlFilter(db, filter);
  const [[row], moves] = await Promise.all([
    headcountMonthRows(db, scope, sqlFilter, month, month),
    headcountMovesBetween(db, scope, sqlFilter, month, lastDayOf(month)),
  ]);
  return {
    month: row!,
    moves: moves.map(({ kind, day, statusReason, employeeId, name, employeeNumber, ...facts }) => ({
      kind,
      day,
      statusReason,
      employee: { id: employeeId, name, employeeNumber, ...facts },
    })),
  };
}
