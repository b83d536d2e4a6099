import type { TestApp } from '../../test-app';
import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

/** Emery's feed made afresh through the API for each call: the path of its secret address. */
const emerysFeed = async (t: TestApp) => {
  const created = await (await t.as('emery')).post('/api/me/calendar-feed');
  return new URL(created.json<{ url: string }>().url).pathname;
};

/**
 * Calendar feeds (decision 056): the address is opened by its secret alone, by anyone who holds
 * it, signed in or not; each signed-in person manages only their own feed.
 */
export const CALENDAR_FEED_ROWS: MatrixRow[] = [
  { route: 'GET /api/calendar-feeds/:token.ics', url: emerysFeed, expected: everyone(200) },
  { route: 'GET /api/me/calendar-feed', expected: signedIn(200) },
  { route: 'POST /api/me/calendar-feed', expected: signedIn(201) },
  { route: 'DELETE /api/me/calendar-feed', expected: signedIn(204) },
];
