/**
 * What the web app asks the portal for once the sign-in callback has set the session cookie,
 * until the dashboard `/` is idle: the one list the morning rush replays. Kept here, in one
 * place, and read from apps/web (the Chromium run of the sign-in bytes lists the same API paths
 * in its `byPath`):
 *
 * 1. The callback redirects to `/dataloader?next=%2F` (the page document), whose page
 *    (`features/dataloader/dataloader-page.tsx`, `api/get-random-quote.ts`) asks in parallel for
 *    the person, the public configuration, the corporate links and a loading quote, and goes on
 *    to `/` when they have settled.
 * 2. On `/`, the signed-in layout (`app/layout/app-layout.tsx`, `header-bar.tsx`,
 *    `notification-bell.tsx`, `use-notification-stream.ts`, `use-persons-language.ts`) and the
 *    dashboard's cards (`features/dashboard/dashboard-page.tsx` and each card's query) ask at
 *    once; the person, the configuration and the corporate links are still fresh in the query
 *    cache and are not asked again. The page view (`features/portal-metrics/page-view-reporter.tsx`)
 *    is reported once the browser is idle, which in a replay is as soon as the rest is asked.
 *
 * Static files (the scripts, styles and images) are left out: they are immutable, cached by the
 * browser after the first day, and served without the database.
 */

export interface DashboardCall {
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON with the portal's CSRF header and Origin, as the web app's client does. */
  body?: unknown;
  /** A page document rather than an API answer. */
  page?: true;
  /** Server-sent events: answered once the first event arrives, then closed. */
  stream?: true;
  /** Only for someone whose `/api/me` has no language yet (their first sign-in). */
  onlyWithoutLanguage?: true;
}

/** Each group is asked in parallel once the group before has answered. */
export const AFTER_CALLBACK: readonly (readonly DashboardCall[])[] = [
  [{ path: '/dataloader?next=%2F', page: true }],
  [
    { path: '/api/me' },
    { path: '/api/public-config' },
    { path: '/api/quick-links/corporate' },
    { path: '/api/quotes/random' },
  ],
  [
    // The header bell (its first 7, BELL_LIMIT) and its live stream (answered once the stream says it is ready).
    { path: '/api/notifications?limit=7' },
    { path: '/api/notifications/stream', stream: true },
    // Someone who never chose a language stores the one the portal showed them (en-CA).
    { path: '/api/me/language', method: 'PUT', body: { language: 'en-CA' }, onlyWithoutLanguage: true },
    // The cards, in the dashboard's order; the query strings are the web app's own.
    { path: '/api/requests/summary' },
    { path: '/api/requests?view=mine&page=1&pageSize=5&sort=createdAt&order=desc' },
    { path: '/api/news-events/visible' },
    { path: '/api/quick-links?page=1&pageSize=11' },
    { path: '/api/wall-of-wow/current' },
    { path: '/api/job-openings?page=1&pageSize=3' },
    { path: '/api/employees?page=1&pageSize=5' },
    { path: '/api/time-away/out' },
    // The dashboard's guided tour asks whether it was seen.
    { path: '/api/tours' },
    { path: '/api/portal-metrics/page-views', method: 'POST', body: { path: '/' } },
  ],
];
