import { createNewsPost, newsBody } from '../../news-factories';
import type { TestApp } from '../../test-app';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/** A fresh visible post of Blair's for every call. */
const blairsPost =
  (suffix = '', overrides: Parameters<typeof createNewsPost>[1] = {}) =>
  async (t: TestApp) =>
    `/api/news-events/${(await createNewsPost(t.db, overrides)).id}${suffix}`;

/** ELT (Blair) and Admin (Alex) author; the others are refused. */
const authorsOnly = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: status,
  casey: 403,
  drew: 403,
  emery: 403,
  peer: 403,
});
/** Only Blair changes her post; Alex, an author too, is told it is not his (he can read it). */
const blairOnly = (status: number) => ({
  anonymous: 401,
  alex: 403,
  blair: status,
  casey: 403,
  drew: 403,
  emery: 403,
  peer: 403,
});

export const NEWS_EVENTS_ROWS: MatrixRow[] = [
  { route: 'GET /api/news-events', expected: authorsOnly(200) },
  { route: 'GET /api/news-events/visible', expected: signedIn(200) },
  { route: 'POST /api/news-events', body: newsBody(), expected: authorsOnly(201) },
  { route: 'GET /api/news-events/:id', url: blairsPost(), expected: signedIn(200) },
  { route: 'PATCH /api/news-events/:id', url: blairsPost(), body: newsBody(), expected: blairOnly(200) },
  { route: 'DELETE /api/news-events/:id', url: blairsPost(), expected: blairOnly(204) },
  {
    route: 'GET /api/news-events/:id/calendar.ics',
    url: blairsPost('/calendar.ics', { type: 'Event' }),
    expected: signedIn(200),
  },
];
