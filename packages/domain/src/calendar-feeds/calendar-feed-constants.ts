import { isApprovedRequest, TIME_AWAY_ROWS, requestTypeText } from '../time-away/time-away-constants';

/*
 * What a person's calendar feed carries and what it calls things (decision 056).
 */

/** How far back the feed goes: a year of the person's time away and of the events. */
export const FEED_HISTORY_DAYS = 365;

/** At most this many Event posts in one feed, the latest first to stay. */
export const FEED_EVENT_LIMIT = 500;

/** How often a subscribed calendar app is asked to read the feed again. */
export const FEED_REFRESH_MINUTES = 60;

/** The name a calendar app shows for the feed. */
export const feedCalendarName = (portalName: string) => `${portalName}: time away and events`;

/**
 * A run of days away as the person's own calendar shows it: 'Time away: Vacation Salary', and
 * the request's status when it is not approved ('Time away: Sick (PENDING)').
 */
export function awaySummary(requestType: string, requestStatus: string): string {
  const label =
    TIME_AWAY_ROWS.find((row) => row.requestType === requestType)?.label ?? requestTypeText(requestType);
  return `Time away: ${label}${isApprovedRequest(requestStatus) ? '' : ` (${requestStatus})`}`;
}
