import type { DayRange } from '@portico/domain/portal-metrics/portal-periods';
import type { NamedValue, TopVisitor, VisitorSort } from '@portico/domain/portal-metrics/portal-metrics-dto';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, between, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  employees,
  portalPageViewDays,
  portalVisitDays,
  portalVisitorMonths,
  portalVisits,
  serviceRequests,
} from '../../db/schema';
import { orderByOf, searchCondition } from '../../lib/paged-list';

/**
 * Every figure of Portal Metrics is aggregated here, in SQL: the visit counts from the daily
 * roll-up, visitors from the visits' (visited_at, employee, company) index, IT requests from
 * the requests' created_at index. Nothing loads raw visits into Node.
 */

/** A visit of someone without a company is shown under this name. */
export const NO_COMPANY = 'No company';

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const endOf = (day: string) => new Date(startOf(day).getTime() + DAY_MS);

/** An instant column within the days of a range (all time when there is none). */
const instantsIn = (
  column: typeof portalVisits.visitedAt | typeof serviceRequests.createdAt,
  range?: DayRange,
) => (range ? and(gte(column, startOf(range.from)), lt(column, endOf(range.to))) : undefined);

const daysIn = (column: typeof portalVisitDays.day | typeof portalPageViewDays.day, range?: DayRange) =>
  range ? between(column, range.from, range.to) : undefined;

// Constants written into the text, not bound: GROUP BY must see the same expression as SELECT.
const NO_COMPANY_SQL = sql.raw(`'${NO_COMPANY}'`);
const companyName = sql<string>`coalesce(${companies.name}, ${NO_COMPANY_SQL})`;

const named = (rows: { name: string; value: number }[]): NamedValue[] =>
  rows.map((row) => ({ name: row.name, value: Number(row.value) }));

/** Visits per day ('YYYY-MM-DD') or month ('YYYY-MM') of a range. */
export async function visitsByBucket(db: Db, range: DayRange | undefined, bucket: 'month' | 'day') {
  const format = sql.raw(bucket === 'month' ? `'YYYY-MM'` : `'YYYY-MM-DD'`);
  const key = sql<string>`to_char(${portalVisitDays.day}, ${format})`;
  const rows = await db
    .select({ key, visits: sql<number>`sum(${portalVisitDays.visits})::int` })
    .from(portalVisitDays)
    .where(daysIn(portalVisitDays.day, range))
    .groupBy(key)
    .orderBy(key);
  return new Map(rows.map((row) => [row.key, Number(row.visits)]));
}

/** Visits of a range summed by one of the roll-up's columns, the largest first. */
async function visitsBy(db: Db, range: DayRange | undefined, by: 'company' | 'browser' | 'device') {
  const name: SQL<string> =
    by === 'company'
      ? companyName
      : by === 'browser'
        ? sql`${portalVisitDays.browser}`
        : sql`${portalVisitDays.device}`;
  const value = sql<number>`sum(${portalVisitDays.visits})::int`;
  const rows = await db
    .select({ name, value })
    .from(portalVisitDays)
    .leftJoin(companies, eq(companies.id, portalVisitDays.companyId))
    .where(daysIn(portalVisitDays.day, range))
    .groupBy(name)
    .orderBy(desc(value), name);
  return named(rows);
}

export const visitsByCompany = (db: Db, range?: DayRange) => visitsBy(db, range, 'company');
export const visitsByBrowser = (db: Db, range?: DayRange) => visitsBy(db, range, 'browser');
export const visitsByDevice = (db: Db, range?: DayRange) => visitsBy(db, range, 'device');

/** Whether a range is whole months (All, a year, a month), so the monthly roll-up can answer. */
const wholeMonths = (range?: DayRange) =>
  !range || (range.from.endsWith('-01') && endOf(range.to).getUTCDate() === 1);

/**
 * Each visitor's visits in a range, per company they visited with: from the monthly roll-up for
 * whole months, from the visits' index for weeks.
 */
function visitorSource(db: Db, range?: DayRange) {
  if (wholeMonths(range)) {
    return db
      .select({
        employeeId: portalVisitorMonths.employeeId,
        companyId: portalVisitorMonths.companyId,
        visits: sql<number>`${portalVisitorMonths.visits}`.as('visits'),
      })
      .from(portalVisitorMonths)
      .where(range ? between(portalVisitorMonths.month, range.from, range.to) : undefined)
      .as('source');
  }
  return db
    .select({
      employeeId: portalVisits.employeeId,
      companyId: portalVisits.companyId,
      visits: sql<number>`1`.as('visits'),
    })
    .from(portalVisits)
    .where(instantsIn(portalVisits.visitedAt, range))
    .as('source');
}

/**
 * Distinct visitors per company of their visit (someone who moved company within the period
 * counts for each), and distinct visitors in all.
 */
export async function visitorsByCompany(db: Db, range?: DayRange) {
  const source = visitorSource(db, range);
  const value = sql<number>`count(distinct ${source.employeeId})::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ name: companyName, value })
      .from(source)
      .leftJoin(companies, eq(companies.id, source.companyId))
      .groupBy(companyName)
      .orderBy(desc(value), companyName),
    db.select({ value }).from(source),
  ]);
  return { byCompany: named(rows), total: Number(total?.value ?? 0) };
}

/** IT requests created in the range, by the company of the person they are for. */
export async function itRequestsByCompany(db: Db, range?: DayRange) {
  const value = sql<number>`count(*)::int`;
  const rows = await db
    .select({ name: companyName, value })
    .from(serviceRequests)
    .innerJoin(employees, eq(employees.id, serviceRequests.requestedForId))
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(instantsIn(serviceRequests.createdAt, range))
    .groupBy(companyName)
    .orderBy(desc(value), companyName);
  return named(rows);
}

/** Beyond the spec: page views per feature area, the most used first. */
export async function pageViewsByArea(db: Db, range?: DayRange) {
  const value = sql<number>`sum(${portalPageViewDays.views})::int`;
  const rows = await db
    .select({ name: portalPageViewDays.area, value })
    .from(portalPageViewDays)
    .where(daysIn(portalPageViewDays.day, range))
    .groupBy(portalPageViewDays.area)
    .orderBy(desc(value), portalPageViewDays.area);
  return named(rows);
}

/**
 * Each visitor of the range with their visits, named with their company (as it is now); a
 * search looks in their name.
 */
function visitorRows(db: Db, range: DayRange | undefined, search: string | undefined) {
  const source = visitorSource(db, range);
  const counts = db
    .select({
      employeeId: source.employeeId,
      visits: sql<number>`sum(${source.visits})::int`.as('visit_count'),
    })
    .from(source)
    .groupBy(source.employeeId)
    .as('counts');
  const query = db
    .select({
      employeeId: counts.employeeId,
      name: employees.displayName,
      company: sql<string>`coalesce(${companies.name}, ${NO_COMPANY_SQL})`.as('company'),
      visits: counts.visits,
    })
    .from(counts)
    .innerJoin(employees, eq(employees.id, counts.employeeId))
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(searchCondition([employees.displayName], search));
  return { counts, query };
}

/** A window of the Visitors List in the order asked for; the person's id breaks ties. */
export async function listVisitors(
  db: Db,
  filter: { range: DayRange | undefined; search?: string | undefined },
  order: { sort: VisitorSort; order: SortOrder },
  window: { limit: number; offset: number },
): Promise<TopVisitor[]> {
  const { counts, query } = visitorRows(db, filter.range, filter.search);
  const rows = await query
    .orderBy(
      ...orderByOf(
        {
          columns: {
            name: employees.displayName,
            company: sql`${sql.identifier('company')}`,
            visits: sql`${counts.visits}`,
          },
          // The most visits first, and among equals by name.
          thenBy: { visits: employees.displayName, company: employees.displayName },
          tieBreak: employees.id,
        },
        order.sort,
        order.order,
      ),
    )
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}

export async function countVisitors(
  db: Db,
  filter: { range: DayRange | undefined; search?: string | undefined },
): Promise<number> {
  const source = visitorSource(db, filter.range);
  const value = sql<number>`count(distinct ${source.employeeId})::int`;
  const [row] = filter.search
    ? await db
        .select({ value })
        .from(source)
        .innerJoin(employees, eq(employees.id, source.employeeId))
        .where(searchCondition([employees.displayName], filter.search))
    : await db.select({ value }).from(source);
  return Number(row?.value ?? 0);
}
