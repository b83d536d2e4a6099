import type { DayRange } from '@portico/domain/portal-metrics/portal-periods';
import type { NamedValue, TopVisitor, VisitorSort } from '@portico/domain/portal-metrics/portal-metrics-dto';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, between, desc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  employees,
  portalPageViewDays,
  portalCompanyVisitors,
  portalVisitDays,
  portalVisitMonths,
  portalVisitorCounts,
  portalVisitorMonths,
  portalVisitorTotals,
  portalVisitorYears,
  portalVisits,
  requestCompanyDays,
} from '../../db/schema';
import { orderByOf, searchCondition, textOrder } from '../../lib/paged-list';
import { DAY_MS } from '@portico/domain/shared/time-units';

/**
 * Every figure of Portal Metrics is aggregated here, in SQL: the visit counts from the daily
 * roll-up, visitors from the yearly or monthly roll-up or, for weeks, the visits'
 * (visited_at, employee, company) index, IT requests from their daily roll-up. Nothing loads
 * raw visits into Node.
 */

/** A visit of someone without a company is shown under this name. */
export const NO_COMPANY = 'No company';

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const endOf = (day: string) => new Date(startOf(day).getTime() + DAY_MS);

/** An instant column within the days of a range (all time when there is none). */
const instantsIn = (column: typeof portalVisits.visitedAt, range?: DayRange) =>
  range ? and(gte(column, startOf(range.from)), lt(column, endOf(range.to))) : undefined;

const daysIn = (
  column: typeof portalVisitDays.day | typeof portalPageViewDays.day | typeof requestCompanyDays.day,
  range?: DayRange,
) => (range ? between(column, range.from, range.to) : undefined);

// Constants written into the text, not bound: GROUP BY must see the same expression as SELECT.
const NO_COMPANY_SQL = sql.raw(`'${NO_COMPANY}'`);
/** More visits than anyone makes: the largest integer. */
const MAX_VISITS = 2_147_483_647;
const companyName = sql<string>`coalesce(${companies.name}, ${NO_COMPANY_SQL})`;

const named = (rows: { name: string; value: number }[]): NamedValue[] =>
  rows.map((row) => ({ name: row.name, value: Number(row.value) }));

/** Whether a range is whole months (All, a year, a month), so the monthly roll-up can answer. */
const wholeMonths = (range?: DayRange) =>
  !range || (range.from.endsWith('-01') && endOf(range.to).getUTCDate() === 1);

/** Visits per day ('YYYY-MM-DD') or month ('YYYY-MM') of a range. */
export async function visitsByBucket(db: Db, range: DayRange | undefined, bucket: 'month' | 'day') {
  return (await visitCounts(db, range, bucket)).byBucket;
}

/**
 * The period's visits by bucket (day or month), company, browser and device: one pass over the
 * daily roll-up, grouped four ways at once (GROUPING SETS), rather than a pass for each card.
 */
export async function visitCounts(db: Db, range: DayRange | undefined, bucket: 'month' | 'day') {
  const format = sql.raw(bucket === 'month' ? `'YYYY-MM'` : `'YYYY-MM-DD'`);
  // Months of whole months read the monthly roll-up: a row per month, not per day.
  const source = bucket === 'month' && wholeMonths(range) ? portalVisitMonths : portalVisitDays;
  const day = source === portalVisitMonths ? portalVisitMonths.month : portalVisitDays.day;
  const key = sql<string>`to_char(${day}, ${format})`;
  const { browser, device } = source;
  const rows = await db
    .select({
      // Which of the four groupings a row belongs to: 0 bucket, 1 company, 2 browser, 3 device.
      set: sql<number>`(case when grouping(${key}) = 0 then 0 when grouping(${companyName}) = 0 then 1
        when grouping(${browser}) = 0 then 2 else 3 end)::int`,
      name: sql<string>`coalesce(${key}, ${companyName}, ${browser}, ${device})`,
      value: sql<number>`sum(${source.visits})::int`,
    })
    .from(source)
    .leftJoin(companies, eq(companies.id, source.companyId))
    .where(range ? between(day, range.from, range.to) : undefined)
    .groupBy(sql`grouping sets ((${key}), (${companyName}), (${browser}), (${device}))`);
  const of = (set: number) =>
    named(rows.filter((row) => Number(row.set) === set)).sort(
      (a, b) => b.value - a.value || a.name.localeCompare(b.name),
    );
  return {
    // In time order: All's chart runs from the first key to the last.
    byBucket: new Map(
      rows
        .filter((row) => Number(row.set) === 0)
        .map((row) => [row.name, Number(row.value)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    byCompany: of(1),
    byBrowser: of(2),
    byDevice: of(3),
  };
}

/** Whether a range is whole years (All, This Year, Last Year), so the yearly roll-up can answer. */
const wholeYears = (range?: DayRange) =>
  !range || (range.from.endsWith('-01-01') && range.to.endsWith('-12-31'));

/** Whether a range is one whole year or All: the kept visitor roll-ups hold a row for it. */
const oneYearOrAll = (range?: DayRange) =>
  !range || (wholeYears(range) && range.from.slice(0, 4) === range.to.slice(0, 4));

/** The kept roll-ups' rows of one year (its 1 January) or of All (a null year). */
const keptYear = (year: AnyColumn, range?: DayRange) => (range ? eq(year, range.from) : isNull(year));

/**
 * Each visitor's visits in a range, per company they visited with: from the yearly roll-up for
 * All and years, the monthly one for months, the visits' index for weeks.
 */
function visitorSource(db: Db, range?: DayRange) {
  if (wholeYears(range)) {
    return db
      .select({
        employeeId: portalVisitorYears.employeeId,
        companyId: portalVisitorYears.companyId,
        visits: sql<number>`${portalVisitorYears.visits}`.as('visits'),
      })
      .from(portalVisitorYears)
      .where(range ? between(portalVisitorYears.year, range.from, range.to) : undefined)
      .as('source');
  }
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
 * counts for each), and distinct visitors in all. A year or All reads the kept counts
 * (`portal_company_visitors`, decision 070): a row per company. Other ranges take each visitor
 * once per company first (one hash aggregate), since `count(distinct)` would sort each
 * company's rows.
 */
export async function visitorsByCompany(db: Db, range?: DayRange) {
  const [rows, total] = await Promise.all([
    oneYearOrAll(range) ? companyVisitorsQuery(db, range) : companyVisitorPairs(db, range),
    countVisitors(db, { range }),
  ]);
  const byCompany = named(rows).sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return { byCompany, total };
}

/** A year's or All's visitors per company, as kept; companies of one name are added up. */
export function companyVisitorsQuery(db: Db, range?: DayRange) {
  return db
    .select({ name: companyName, value: sql<number>`sum(${portalCompanyVisitors.visitors})::int` })
    .from(portalCompanyVisitors)
    .leftJoin(companies, eq(companies.id, portalCompanyVisitors.companyId))
    .where(keptYear(portalCompanyVisitors.year, range))
    .groupBy(companyName);
}

/** Each visitor taken once per company of the range's visitor rows, counted by company. */
function companyVisitorPairs(db: Db, range?: DayRange) {
  const source = visitorSource(db, range);
  const pairs = db
    .selectDistinct({ employeeId: source.employeeId, companyId: source.companyId })
    .from(source)
    .as('pairs');
  return db
    .select({ name: companyName, value: sql<number>`count(*)::int` })
    .from(pairs)
    .leftJoin(companies, eq(companies.id, pairs.companyId))
    .groupBy(companyName);
}

/**
 * IT requests created in the range, by the company of the person they are for when made for
 * them: the daily roll-up the requests' triggers keep (decision 042).
 */
export async function itRequestsByCompany(db: Db, range?: DayRange) {
  const value = sql<number>`sum(${requestCompanyDays.requests})::int`;
  const rows = await db
    .select({ name: companyName, value })
    .from(requestCompanyDays)
    .leftJoin(companies, eq(companies.id, requestCompanyDays.companyId))
    .where(daysIn(requestCompanyDays.day, range))
    .groupBy(companyName)
    .having(sql`${value} > 0`)
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
 * Each visitor's visits in a range, whatever their company: the kept totals for a year or All
 * (in visit order from their index), otherwise the range's visitor rows summed by person.
 */
function visitsPerPerson(db: Db, range?: DayRange) {
  if (oneYearOrAll(range)) {
    return db
      .select({
        employeeId: portalVisitorTotals.employeeId,
        visits: sql<number>`${portalVisitorTotals.visits}`.as('visit_count'),
      })
      .from(portalVisitorTotals)
      .where(keptYear(portalVisitorTotals.year, range))
      .as('counts');
  }
  const source = visitorSource(db, range);
  return db
    .select({
      employeeId: source.employeeId,
      visits: sql<number>`sum(${source.visits})::int`.as('visit_count'),
    })
    .from(source)
    .groupBy(source.employeeId)
    .as('counts');
}

/**
 * Each visitor of the range with their visits, named with their company (as it is now); a
 * search looks in their name; `bound` may keep only the rows a window can reach.
 */
function visitorRows(
  db: Db,
  range: DayRange | undefined,
  search: string | undefined,
  bound: (visits: SQL) => SQL | undefined = () => undefined,
) {
  const counts = visitsPerPerson(db, range);
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
    .where(and(searchCondition([employees.displayName], search), bound(sql`${counts.visits}`)));
  return { counts, query };
}

/**
 * In visit order the first `rows` visitors of a year or All are those with at least as many
 * visits as the `rows`th (at most as many, ascending): that visitor's count is read from the
 * totals' (year, visits) index, so only the window and its ties are joined and sorted by name,
 * not every visitor. Fewer visitors than `rows`: everyone.
 */
function visitsReaching(visits: SQL, range: DayRange | undefined, order: SortOrder, rows: number) {
  const year = keptYear(portalVisitorTotals.year, range);
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const nth = sql`(select ${portalVisitorTotals.visits} from ${portalVisitorTotals} where ${year}
    order by ${portalVisitorTotals.visits} ${direction} offset ${rows - 1} limit 1)`;
  return order === 'desc'
    ? sql`${visits} >= coalesce(${nth}, 0)`
    : sql`${visits} <= coalesce(${nth}, ${MAX_VISITS})`;
}

/** A window of the Visitors List in the order asked for; the person's id breaks ties. */
export function visitorsQuery(
  db: Db,
  filter: { range: DayRange | undefined; search?: string | undefined },
  order: { sort: VisitorSort; order: SortOrder },
  window: { limit: number; offset: number },
) {
  const bounded = order.sort === 'visits' && !filter.search && oneYearOrAll(filter.range);
  const { counts, query } = visitorRows(db, filter.range, filter.search, (visits) =>
    bounded ? visitsReaching(visits, filter.range, order.order, window.offset + window.limit) : undefined,
  );
  return query
    .orderBy(
      ...orderByOf(
        {
          columns: {
            name: employees.nameOrder,
            // An output name sorts bare only: the key repeats the expression.
            company: textOrder(companyName),
            visits: sql`${counts.visits}`,
          },
          // The most visits first, and among equals by name.
          thenBy: { visits: employees.nameOrder, company: employees.nameOrder },
          tieBreak: employees.id,
        },
        order.sort,
        order.order,
      ),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export async function listVisitors(...args: Parameters<typeof visitorsQuery>): Promise<TopVisitor[]> {
  const rows = await visitorsQuery(...args);
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}

/** A year's or All's number of visitors, as kept. */
export const visitorCountQuery = (db: Db, range?: DayRange) =>
  db
    .select({ value: portalVisitorCounts.visitors })
    .from(portalVisitorCounts)
    .where(keptYear(portalVisitorCounts.year, range));

/**
 * How many visitors a range had, or how many of them a search finds: a year's or All's
 * number is kept (`portal_visitor_counts`, decision 070), not counted over a row per person.
 */
export async function countVisitors(
  db: Db,
  filter: { range: DayRange | undefined; search?: string | undefined },
): Promise<number> {
  if (!filter.search && oneYearOrAll(filter.range)) {
    const [kept] = await visitorCountQuery(db, filter.range);
    return kept?.value ?? 0;
  }
  const counts = visitsPerPerson(db, filter.range);
  const value = sql<number>`count(*)::int`;
  const [row] = filter.search
    ? await db
        .select({ value })
        .from(counts)
        .innerJoin(employees, eq(employees.id, counts.employeeId))
        .where(searchCondition([employees.displayName], filter.search))
    : await db.select({ value }).from(counts);
  return Number(row?.value ?? 0);
}
