import type { DirectorySort } from '@portico/domain/people/directory-constants';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, asc, between, eq, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthDayOf } from '../../db/month-day';
import { employeeProfiles, employees, peopleCounts } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { orderByOf, type PageRequest, searchCondition, type SortColumns } from '../../lib/paged-list';
import { countCurrentPeople, countedToday, currentPeople } from '../../lib/people-counts';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';
import {
  countCapFor,
  type ListTotal,
  manyMatchIn,
  SAMPLE_ROWS_PER_MATCH,
  sampleRowsFor,
} from '../../lib/search-count';
import { containsPattern } from '../../lib/search-pattern';
import { celebrationOrderDays, monthDayRanges } from './celebration-sql';

/*
 * The Employee Directory's SQL: current employees only (the shared `isActiveEmployee`), searched,
 * filtered by HR department, and ordered by name or soonest celebration, a page at a time.
 */

export interface DirectoryFilter {
  search?: string | undefined;
  /** The HR record's department, exactly as the department options list it. */
  department?: string | undefined;
}

export interface DirectoryPageQuery extends DirectoryFilter, PageRequest {
  sort: DirectorySort;
  order: SortOrder;
  /** The portal's calendar day, for the celebration order. */
  today: string;
  /** The search is common (`countDirectory`): about one person in twenty or more matches. */
  commonSearch?: boolean | undefined;
}

/**
 * "Contains" over the name, work email, and the title and department both as the HR record has
 * them and as the person goes by them (their profile), so someone is found by either. Each
 * column has a trigram index; the profile's half is looked up first (`id = any(array(…))`), as an
 * OR naming the joined table's columns could use no index at all (decision 017).
 */
export function directorySearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    searchCondition(
      [employees.displayName, employees.workEmail, employees.jobTitle, employees.department],
      text,
    ),
    sql`${employees.id} = any(array(select profile.employee_id from employee_profiles profile where profile.job_title ilike ${pattern} or profile.department ilike ${pattern}))`,
  );
}

/** Current people, in the HR department asked for. */
const currentIn = (department: string | undefined): SQL | undefined =>
  and(isActiveEmployee, department ? eq(employees.department, department) : undefined);

export const directoryWhere = (filter: DirectoryFilter): SQL | undefined =>
  and(currentIn(filter.department), directorySearch(filter.search));

/**
 * The first `rows` current people in view by employee number, each with whether they match the
 * search: what `manyMatchIn` counts to call a term common (decision 071).
 */
export function firstMatches(db: Db, filter: DirectoryFilter, rows: number): SQL {
  return db
    .select({ matched: sql<boolean>`coalesce(${directorySearch(filter.search)}, false)`.as('matched') })
    .from(employees)
    .where(currentIn(filter.department))
    .orderBy(employees.employeeNumber)
    .limit(rows)
    .getSQL();
}

/**
 * How many are in view. Without a search, the kept people counts answer (decision 068). A
 * search first reads the first current people by employee number: more than `cap` matches
 * among them is a common term ("oper" in Operations), whose total is "more than `cap`" and whose
 * celebration order is walked (decision 071); a rarer one counts its matches on the indexes.
 */
export async function countDirectory(db: Db, filter: DirectoryFilter & PageRequest): Promise<ListTotal> {
  if (!filter.search) return { total: await countCurrentPeople(db, filter.department) };
  const cap = countCapFor(filter);
  if (await manyMatchIn(db, firstMatches(db, filter, sampleRowsFor(cap)), cap))
    return { total: cap, moreThanTotal: true };
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(directoryWhere(filter));
  return { total: Number(rows[0]?.count ?? 0) };
}

/** What a card shows of a person, with the two dates its celebration is read from. */
export const directoryColumns = {
  id: employees.id,
  name: employees.displayName,
  hasPhoto: sql<boolean>`${employees.photo} is not null`,
  title: shownJobTitle,
  department: shownDepartment,
  email: employees.workEmail,
  phone: employees.phone,
  birthdate: employeeProfiles.birthdate,
  hireDate: employees.hireDate,
};

const sortsOn = (today: string): SortColumns<DirectorySort> => ({
  columns: { celebration: celebrationOrderDays(today), name: employees.nameOrder },
  thenBy: { celebration: employees.nameOrder },
  tieBreak: employees.employeeNumber,
});

/**
 * A window of the directory. In celebration order, the first pages are the people celebrating
 * within the week, found through the month-day indexes (`soonestCelebrations`); past them, or
 * when the week holds too few, everyone in view is ordered.
 */
export async function listDirectory(
  db: Db,
  query: DirectoryPageQuery,
  window: { limit: number; offset: number },
) {
  if (query.sort === 'celebration' && query.order === 'asc') {
    const wanted = window.offset + window.limit;
    // Cheapest first: a walk of a page's length (of twenty times as many places when one
    // person in twenty matches the search), then today's celebrations alone (a large
    // organisation's day holds more people than the walk reads), then the week's.
    const places = query.commonSearch ? wanted * SAMPLE_ROWS_PER_MATCH + EXTRA_PLACES : undefined;
    const soonest =
      (await nextCelebrations(db, query, wanted, places)) ??
      (await soonestCelebrations(db, query, wanted, 0)) ??
      (await soonestCelebrations(db, query, wanted));
    if (soonest) return soonest.slice(window.offset);
  }
  return orderEveryone(db, query, window);
}

/** Ordering every current person in view (a date computation for each): the general case. */
export function orderEveryone(db: Db, query: DirectoryPageQuery, window: { limit: number; offset: number }) {
  return db
    .select(directoryColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(directoryWhere(query))
    .orderBy(...orderByOf(sortsOn(query.today), query.sort, query.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** A date's next month-day in the walk's order: this year's from today's on, then next year's. */
interface WalkPlace {
  lap: 0 | 1;
  monthDay: number;
}

/**
 * The first `places` people by the month-day of a date, from today's round the year's end,
 * each half read in its index's order and cut there: the cost of a page, not of the
 * organisation. With the place of the last one read, or null when every date was read.
 */
type WalkSource = {
  table: typeof employees | typeof employeeProfiles;
  id: SQL | AnyColumn;
  date: AnyColumn;
};

/** One half of a walk: this year's month-days from today's on (lap 0), or next year's before it. */
export function walkHalf(db: Db, source: WalkSource, todayMonthDay: number, lap: 0 | 1, places: number) {
  const monthDay = monthDayOf(source.date);
  return db
    .select({ id: sql<string>`${source.id}`, monthDay, lap: sql<0 | 1>`${lap}`.mapWith(Number) })
    .from(source.table)
    .where(lap === 0 ? sql`${monthDay} >= ${todayMonthDay}` : sql`${monthDay} < ${todayMonthDay}`)
    .orderBy(monthDay)
    .limit(places);
}

export const HIRE_DATES: WalkSource = { table: employees, id: employees.id, date: employees.hireDate };
export const BIRTHDATES: WalkSource = {
  table: employeeProfiles,
  id: employeeProfiles.employeeId,
  date: employeeProfiles.birthdate,
};

async function walkByMonthDay(db: Db, source: WalkSource, todayMonthDay: number, places: number) {
  const half = (lap: 0 | 1) => walkHalf(db, source, todayMonthDay, lap, places);
  const [thisYear, nextYear] = await Promise.all([half(0), half(1)]);
  const walked = [...thisYear, ...nextYear].slice(0, places);
  const last = walked.length === places ? walked.at(-1) : undefined;
  return {
    ids: walked.map((row) => row.id),
    last: last ? ({ lap: last.lap, monthDay: last.monthDay } as WalkPlace) : null,
  };
}

/**
 * Days from `today` (counting as 1) to a walk's place. 29 February in a common year counts as
 * the 28th: earlier, so a person who celebrates a leap-day date there is never left out.
 */
function daysToPlace(today: string, place: WalkPlace): number {
  const start = new Date(`${today}T00:00:00Z`);
  const year = start.getUTCFullYear() + place.lap;
  const month = Math.floor(place.monthDay / 100) - 1;
  const day = place.monthDay % 100;
  let date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(year, month, day - 1));
  return Math.round((date.getTime() - start.getTime()) / 86_400_000) + 1;
}

/** Per date walked, this many places for each row wanted, and a few more: people who have left, or who were hired this year, take places without coming first. */
const PLACES_PER_ROW = 2;
const EXTRA_PLACES = 20;

/**
 * The first `wanted` people in celebration order, from the next birthdays and the next work
 * anniversaries in month-day order (`walkByMonthDay`, each an index walk cut at a page's
 * length); undefined when the walks cannot prove it, as when a day is shared by more people
 * than a walk reads (a large organisation's birthdays: then today's window answers). Whoever
 * was not walked has both dates at or after the walks' last places, so the answer is exact when
 * the last row wanted celebrates strictly before them.
 */
export async function nextCelebrations(
  db: Db,
  query: DirectoryPageQuery,
  wanted: number,
  places = wanted * PLACES_PER_ROW + EXTRA_PLACES,
) {
  const todayMonthDay = monthDayRanges(query.today, 0)[0]![0];
  const [hired, born] = await Promise.all([
    walkByMonthDay(db, HIRE_DATES, todayMonthDay, places),
    walkByMonthDay(db, BIRTHDATES, todayMonthDay, places),
  ]);
  const ids = [...new Set([...hired.ids, ...born.ids])];
  const unwalked = Math.min(
    ...[hired.last, born.last].map((place) => (place ? daysToPlace(query.today, place) : Infinity)),
  );
  // A walk that ended on today's date cannot prove anything (no celebration comes before
  // today): a large organisation's day holds more people than it reads. Its rows are not read.
  if (ids.length === 0 || unwalked <= 1) return undefined;
  const days = celebrationOrderDays(query.today);
  const rows = await db
    .select({ ...directoryColumns, days })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(and(directoryWhere(query), sql`${employees.id} = any(${sql.param(ids)}::uuid[])`))
    .orderBy(...orderByOf(sortsOn(query.today), 'celebration', 'asc'))
    .limit(wanted);
  const lastDays = rows.at(-1)?.days;
  if (rows.length < wanted || lastDays === undefined || Number(lastDays) >= unwalked) return undefined;
  return rows.map(({ days: _days, ...row }) => row);
}

/** How far ahead the first pages look: a week holds a few pages at 10,000 people. */
export const SOONEST_DAYS = 7;

/**
 * The first `wanted` people in celebration order, when that many celebrate within `days`
 * (`SOONEST_DAYS` unless asked; else undefined). A birthday or anniversary that soon has its month-day in the
 * coming week's range, so the indexes give the few hundred candidates; the rule itself
 * (`celebrationOrderDays`) then orders them and drops those whose celebration is later (a date
 * of this year, which comes round only next year). Everyone celebrating within the week is a
 * candidate, so the order of the first `wanted` is everyone's.
 */
export async function soonestCelebrations(
  db: Db,
  query: DirectoryPageQuery,
  wanted: number,
  days = SOONEST_DAYS,
) {
  const ranges = monthDayRanges(query.today, days);
  const inRanges = (date: typeof employees.hireDate | typeof employeeProfiles.birthdate) =>
    or(...ranges.map(([from, to]) => between(monthDayOf(date), from, to)));
  const hired = db.select({ id: employees.id }).from(employees).where(inRanges(employees.hireDate));
  const born = db
    .select({ id: employeeProfiles.employeeId })
    .from(employeeProfiles)
    .where(inRanges(employeeProfiles.birthdate));
  // `= any(array(…))`: the candidates are looked up by id, not joined with everyone.
  const candidate = sql`${employees.id} = any(array(${hired} union all ${born}))`;
  const rows = await db
    .select(directoryColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(
      and(
        directoryWhere(query),
        candidate,
        // Today counts as 1, so a celebration on the window's last day is `days` + 1.
        sql`${celebrationOrderDays(query.today)} <= ${days + 1}`,
      ),
    )
    .orderBy(...orderByOf(sortsOn(query.today), 'celebration', 'asc'))
    .limit(wanted);
  return rows.length === wanted ? rows : undefined;
}

/** The HR departments with someone current in them, for the department filter. */
export async function listDirectoryDepartments(db: Db): Promise<string[]> {
  const rows = await db
    .select({ department: peopleCounts.department })
    .from(peopleCounts)
    .where(countedToday(and(isNotNull(peopleCounts.department), sql`${peopleCounts.department} <> ''`)))
    .groupBy(peopleCounts.department)
    .having(sql`${currentPeople} > 0`)
    .orderBy(asc(peopleCounts.department));
  return rows.map((row) => row.department!);
}
