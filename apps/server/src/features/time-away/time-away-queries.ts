import { USED_ENTRY_TYPE } from '@portico/domain/time-away/time-away-constants';
import { and, asc, between, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, timeAwayAllocations, timeAwayEntries } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import type { ResolvedPeopleScope } from '../../lib/people-scope-queries';
import { inPeopleScope } from '../../lib/people-scope-queries';

/**
 * Spec §6: My Time Away finds the person's record by their employee number. Their allocations
 * and every entry of theirs, oldest first; the rule of what counts is the domain's.
 */
export async function findTimeAwayRecord(db: Db, employeeNumber: string) {
  const [person] = await db
    .select({ id: employees.id, displayName: employees.displayName })
    .from(employees)
    .where(eq(employees.employeeNumber, employeeNumber));
  if (!person) return undefined;
  const [allocations, entries] = await Promise.all([
    db
      .select({ requestType: timeAwayAllocations.requestType, days: timeAwayAllocations.days })
      .from(timeAwayAllocations)
      .where(eq(timeAwayAllocations.employeeId, person.id)),
    db
      .select({
        id: timeAwayEntries.id,
        entryType: timeAwayEntries.entryType,
        status: timeAwayEntries.status,
        requestType: timeAwayEntries.requestType,
        requestStatus: timeAwayEntries.requestStatus,
        date: timeAwayEntries.awayOn,
      })
      .from(timeAwayEntries)
      .where(eq(timeAwayEntries.employeeId, person.id))
      .orderBy(asc(timeAwayEntries.awayOn), asc(timeAwayEntries.id)),
  ]);
  return { ...person, allocations, entries };
}

export interface AwayWindowQuery {
  scope: ResolvedPeopleScope;
  viewerId: string;
  today: string;
  to: string;
  limit: number;
}

interface AwayRow {
  employeeId: string;
  name: string;
  employeeNumber: string;
  outToday: boolean;
  days: { date: string; requestType: string; requestStatus: string }[];
  total: number;
}

/**
 * The current people in a scope (the viewer left out) with time away from today to `to`: per
 * person their days there, split into those away today and those away only later. The database
 * groups and ranks, so an organisation-wide view sends the first `limit` of each group by name,
 * with how many there are in all.
 */
export async function listAwayInWindow(db: Db, query: AwayWindowQuery): Promise<AwayRow[]> {
  const away = db
    .select({
      employeeId: employees.id,
      name: employees.displayName,
      employeeNumber: employees.employeeNumber,
      outToday: sql<boolean>`bool_or(${timeAwayEntries.awayOn} = ${query.today})`.as('out_today'),
      days: sql<AwayRow['days']>`json_agg(json_build_object(
          'date', ${timeAwayEntries.awayOn},
          'requestType', ${timeAwayEntries.requestType},
          'requestStatus', ${timeAwayEntries.requestStatus}
        ) order by ${timeAwayEntries.awayOn})`.as('days'),
    })
    .from(timeAwayEntries)
    .innerJoin(employees, eq(employees.id, timeAwayEntries.employeeId))
    .where(
      and(
        between(timeAwayEntries.awayOn, query.today, query.to),
        eq(timeAwayEntries.entryType, USED_ENTRY_TYPE),
        isActiveEmployee,
        ne(employees.id, query.viewerId),
        inPeopleScope(query.scope),
      ),
    )
    .groupBy(employees.id)
    .as('away');
  const ranked = db
    .select({
      employeeId: away.employeeId,
      name: away.name,
      employeeNumber: away.employeeNumber,
      outToday: away.outToday,
      days: away.days,
      rank: sql<number>`row_number() over (partition by ${away.outToday} order by ${away.name}, ${away.employeeNumber})`.as(
        'rank',
      ),
      total: sql<number>`(count(*) over (partition by ${away.outToday}))::int`.as('total'),
    })
    .from(away)
    .as('ranked');
  return db
    .select({
      employeeId: ranked.employeeId,
      name: ranked.name,
      employeeNumber: ranked.employeeNumber,
      outToday: ranked.outToday,
      days: ranked.days,
      total: ranked.total,
    })
    .from(ranked)
    .where(lte(ranked.rank, query.limit))
    .orderBy(asc(ranked.rank));
}
