import { USED_ENTRY_TYPE } from '@portico/domain/time-away/time-away-constants';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  employeeProfiles,
  employees,
  newsPosts,
  sites,
  timeAwayEntries,
} from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** Whose feed a token's hash opens: a current employee's, with their site's zone and language; else none. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [owner] = await db
    .select({ employeeId: employees.id, siteTimeZone: sites.timeZone, language: employeeProfiles.language })
    .from(calendarFeeds)
    .innerJoin(employees, eq(employees.id, calendarFeeds.employeeId))
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .leftJoin(employeeProfiles, eq(employeeProfiles.employeeId, employees.id))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isActiveEmployee));
  return owner;
}

export async function findOwnFeed(db: Db, employeeId: string) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.employeeId, employeeId));
  return feed;
}

/** The person's feed with a new token: one row per person, so the old token stops with this. */
export async function replaceFeed(db: Db, employeeId: string, tokenHash: string, createdAt: Date) {
  await db
    .insert(calendarFeeds)
    .values({ employeeId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.employeeId, set: { tokenHash, createdAt } });
}

export async function deleteFeed(db: Db, employeeId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.employeeId, employeeId));
}

/** The person's own days away since a day: entries of type 'Used', the ones that count. */
export function listOwnAwayDays(db: Db, employeeId: string, since: string) {
  return db
    .select({
      id: timeAwayEntries.id,
      day: timeAwayEntries.awayOn,
      requestType: timeAwayEntries.requestType,
      requestStatus: timeAwayEntries.requestStatus,
      recordedAt: timeAwayEntries.createdAt,
    })
    .from(timeAwayEntries)
    .where(
      and(
        eq(timeAwayEntries.employeeId, employeeId),
        eq(timeAwayEntries.entryType, USED_ENTRY_TYPE),
        gte(timeAwayEntries.awayOn, since),
      ),
    )
    .orderBy(asc(timeAwayEntries.awayOn), asc(timeAwayEntries.id));
}

/**
 * Event posts not ended before a day, the latest first, at most `limit`: who may read each is
 * decided after, by the News & Events reading rule.
 */
export function listEventPosts(db: Db, since: string, limit: number) {
  return db
    .select({
      id: newsPosts.id,
      authorId: newsPosts.authorId,
      title: newsPosts.title,
      briefDescription: newsPosts.briefDescription,
      titleFr: newsPosts.titleFr,
      briefDescriptionFr: newsPosts.briefDescriptionFr,
      visibleFrom: newsPosts.visibleFrom,
      visibleTo: newsPosts.visibleTo,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
    })
    .from(newsPosts)
    .where(and(eq(newsPosts.type, 'Event'), gte(newsPosts.visibleTo, since)))
    .orderBy(desc(newsPosts.visibleFrom), desc(newsPosts.id))
    .limit(limit);
}
