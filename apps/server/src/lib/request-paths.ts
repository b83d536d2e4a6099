import type { FastifyRequest } from 'fastify';

/**
 * The request's path without its query string. An absolute-form target
 * (`GET http://host/api/me`, which Fastify's router also accepts) is reduced to its path too.
 */
export function pathOf(request: FastifyRequest): string {
  const url = request.url;
  if (!url.startsWith('/')) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether a request falls under a prefix, judged by the path asked for and by the route
 * matched, so a 404 under /api is treated like any other API call (it must not tell an
 * anonymous caller which routes exist).
 */
function isUnder(request: FastifyRequest, prefix: string): boolean {
  const routeUrl = request.routeOptions.url;
  return underPrefix(pathOf(request), prefix) || (routeUrl !== undefined && underPrefix(routeUrl, prefix));
}

/** Where the embedded development identity provider is mounted (outside production only). */
export const DEV_PROVIDER_PATH = '/oidc';

export const isApiRequest = (request: FastifyRequest) => isUnder(request, '/api');
export const isAuthRequest = (request: FastifyRequest) => isUnder(request, '/auth');

/** The sign-in handshake: the portal's /auth endpoints and the embedded provider's pages. */
export const isSignInRequest = (request: FastifyRequest) =>
  isAuthRequest(request) || isUnder(request, DEV_PROVIDER_PATH);
