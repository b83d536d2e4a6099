import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'portico';

/**
 * DESIGN §4.3: a state-changing call must carry `X-Requested-With: portico` (a header other
 * sites cannot add without a CORS preflight, which this server never grants) and an `Origin`
 * equal to the portal's own. A browser always sends Origin on such requests; a missing one is
 * refused rather than guessed at.
 */
export function passesCsrfCheck(request: FastifyRequest, config: Config): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return (
    request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE && request.headers.origin === config.publicUrl.origin
  );
}

export const CSRF_REFUSED_DETAIL = 'This request did not come from the portal, so nothing was changed.';
