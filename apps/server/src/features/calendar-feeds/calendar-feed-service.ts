import { awaySpans, type AwaySpan } from '@portico/domain/calendar-feeds/away-spans';
import {
  awaySummary,
  FEED_EVENT_LIMIT,
  FEED_HISTORY_DAYS,
  FEED_REFRESH_MINUTES,
  feedCalendarName,
} from '@portico/domain/calendar-feeds/calendar-feed-constants';
import type {
  CalendarFeedStatus,
  NewCalendarFeed,
} from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { addDays, todayIn } from '@portico/domain/calendar/site-calendar';
import { postCalendarEntry } from '@portico/domain/news-events/news-calendar-entry';
import { canReadPost } from '@portico/domain/news-events/news-visibility';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { writeCalendar, type AllDayEntry } from '../../lib/icalendar';
import { notFound } from '../../lib/problem';
import { CALENDAR_FEEDS_PATH } from '../../lib/request-paths';
import {
  deleteFeed,
  findFeedOwner,
  findOwnFeed,
  listEventPosts,
  listOwnAwayDays,
  replaceFeed,
} from './calendar-feed-queries';
import { hashFeedToken, isWellFormedFeedToken, newFeedToken } from './feed-token';
import { storedLanguage } from '../../lib/reader-language';

/** What an unknown, reset, turned-off or former employee's address answers: all alike. */
export const FEED_NOT_FOUND = 'This calendar feed was not found.';

/** The feed's address: the portal's public address, the feeds' path and the secret. */
const feedUrl = (publicUrl: URL, token: string) =>
  new URL(`${CALENDAR_FEEDS_PATH}/${token}.ics`, publicUrl).toString();

export async function feedStatus(db: Db, employeeId: string): Promise<CalendarFeedStatus> {
  const feed = await findOwnFeed(db, employeeId);
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Makes the person's feed, or a new address for it: the old one stops working at once. */
export async function createFeed(
  db: Db,
  employeeId: string,
  publicUrl: URL,
  now = new Date(),
): Promise<NewCalendarFeed> {
  const token = newFeedToken();
  await replaceFeed(db, employeeId, hashFeedToken(token), now);
  return { url: feedUrl(publicUrl, token), createdAt: now.toISOString() };
}

export const removeFeed = (db: Db, employeeId: string) => deleteFeed(db, employeeId);

const awayEntry = (span: AwaySpan): AllDayEntry => ({
  uid: `time-away-${span.firstId}@portico`,
  summary: awaySummary(span.requestType, span.requestStatus),
  firstDay: span.firstDay,
  lastDay: span.lastDay,
  updatedAt: span.recordedAt,
  busy: true,
});

/**
 * The calendar a feed's address opens (decision 056), in its owner's zone: their own days away
 * and the Event posts they may read (the News & Events reading rule, `canReadPost`), from a year
 * back. An address that opens nothing — malformed, unknown, replaced, turned off, or of someone
 * no longer current — is 404, all alike.
 */
export async function feedCalendar(
  db: Db,
  token: string,
  config: Pick<Config, 'publicUrl' | 'portalTimeZone' | 'directoryName'>,
  now = new Date(),
): Promise<string> {
  const owner = isWellFormedFeedToken(token) ? await findFeedOwner(db, hashFeedToken(token)) : undefined;
  if (!owner) throw notFound(FEED_NOT_FOUND);
  // The owner's zone: their site's, or the portal's for someone with no site.
  const timeZone = owner.siteTimeZone ?? config.portalTimeZone;
  const today = todayIn(timeZone, now);
  const since = addDays(today, -FEED_HISTORY_DAYS);
  const [awayDays, posts] = await Promise.all([
    listOwnAwayDays(db, owner.employeeId, since),
    listEventPosts(db, since, FEED_EVENT_LIMIT),
  ]);
  // The owner's today, the day News & Events reads posts by for them, so the feed and the post agree.
  const events = posts
    .filter((post) => canReadPost(post, { employeeId: owner.employeeId }, today))
    .map((post) => postCalendarEntry(post, config.publicUrl, storedLanguage(owner.language)));
  return writeCalendar({
    productId: '-//Portico//Calendar feed//EN',
    name: feedCalendarName(config.directoryName),
    timeZone,
    refreshMinutes: FEED_REFRESH_MINUTES,
    writtenAt: now,
    entries: [...awaySpans(awayDays).map(awayEntry), ...events],
  });
}
