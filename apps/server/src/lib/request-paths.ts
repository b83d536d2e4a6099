import type { FastifyRequest } from 'fastify';

/** Where the embedded development identity provider is mounted (outside production only). */
export const DEV_PROVIDER_PATH = '/oidc';
/** The portal's own sign-in endpoints. */
const AUTH_PATH = '/auth';
/** Personal calendar feeds: the secret that lets a calendar app in is the path (decision 056). */
export const CALENDAR_FEEDS_PATH = '/api/calendar-feeds';

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A request target as path and query. An absolute-form target (`GET http://host/api/me`, which
 * Fastify's router also accepts) is reduced to its path and query too.
 */
function splitTarget(url: string): { path: string; query: string } {
  if (!url.startsWith('/')) {
    try {
      const parsed = new URL(url);
      return { path: parsed.pathname, query: parsed.search };
    } catch {
      return { path: url, query: '' };
    }
  }
  const query = url.indexOf('?');
  return query === -1 ? { path: url, query: '' } : { path: url.slice(0, query), query: url.slice(query) };
}

/** The request's path without its query string. */
export function pathOf(request: FastifyRequest): string {
  return splitTarget(request.url).path;
}

/**
 * What the log says of a request's target: the path, and the query only outside the sign-in
 * handshake, whose queries carry authorization codes, state and ID-token hints (a name and an
 * email). A calendar feed's path is its secret: only the feeds' prefix is logged. Judged on the
 * path however the target was written: absolute-form, any letter case.
 */
export function loggedTarget(url: string): string {
  const { path, query } = splitTarget(url);
  const lower = path.toLowerCase();
  if (lower.startsWith(`${CALENDAR_FEEDS_PATH}/`)) return `${path.slice(0, CALENDAR_FEEDS_PATH.length)}/…`;
  const signIn = [AUTH_PATH, DEV_PROVIDER_PATH].some((prefix) => underPrefix(lower, prefix));
  return signIn ? path : `${path}${query}`;
}

/**
 * Whether a request falls under a prefix, judged by the path asked for and by the route
 * matched, so a 404 under /api is treated like any other API call (it must not tell an
 * anonymous caller which routes exist).
 */
function isUnder(request: FastifyRequest, prefix: string): boolean {
  const routeUrl = request.routeOptions.url;
  return underPrefix(pathOf(request), prefix) || (routeUrl !== undefined && underPrefix(routeUrl, prefix));
}

export const isApiRequest = (request: FastifyRequest) => isUnder(request, '/api');
export const isAuthRequest = (request: FastifyRequest) => isUnder(request, AUTH_PATH);

/** The sign-in handshake: the portal's /auth endpoints and the embedded provider's pages. */
export const isSignInRequest = (request: FastifyRequest) =>
  isAuthRequest(request) || isUnder(request, DEV_PROVIDER_PATH);
