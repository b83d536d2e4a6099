import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemBody, sendProblem } from '../../lib/problem';
import { isApiRequest, isAuthRequest } from '../../lib/request-paths';
import { CSRF_REFUSED_DETAIL, passesCsrfCheck } from './csrf';
import { clearSessionCookie, readSessionCookie } from './session-cookie';
import { resumeSession } from './session-service';

export const SIGN_IN_REQUIRED_DETAIL = 'Sign in to continue.';

/**
 * The one gate every request passes, in this order:
 * 1. CSRF: state-changing calls to /api and /auth need the portal's header and Origin.
 * 2. Session: the cookie is turned into `request.viewer` (or cleared when it has ended).
 * 3. Access: anything under /api that is not declared 'public' needs a viewer — deny by
 *    default, so a route that forgets to declare its access is protected, not exposed.
 *
 * Static files, web pages and the embedded provider (/oidc, which has its own protections)
 * skip the database entirely.
 */
export function addAccessHook(app: FastifyInstance) {
  const { config } = app;
  const limits = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    portalTimeZone: config.portalTimeZone,
  };

  async function loadViewer(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionCookie(request);
    if (!token) return;
    const lookup = await resumeSession(app.db, token, limits, app.identityCache);
    if (lookup.status === 'active') {
      request.viewer = lookup.viewer;
      return;
    }
    request.log.info({ reason: lookup.reason }, 'session ended');
    clearSessionCookie(reply, config);
  }

  app.addHook('onRequest', async (request, reply) => {
    const api = isApiRequest(request);
    const auth = isAuthRequest(request);
    const access = request.routeOptions.config?.access;
    if (!api && !auth && access !== 'signed-in') return;

    if ((api || auth) && !passesCsrfCheck(request, config)) {
      request.log.warn(
        { origin: request.headers.origin ?? null, method: request.method },
        'state-changing request refused: missing CSRF header or foreign Origin',
      );
      return sendProblem(reply, problemBody(403, CSRF_REFUSED_DETAIL));
    }

    // /auth routes read the cookies they need themselves; only the API and declared
    // signed-in routes need to know who is calling.
    if (api || access === 'signed-in') await loadViewer(request, reply);

    const needsViewer = access === 'signed-in' || (api && access !== 'public');
    if (needsViewer && !request.viewer) {
      return sendProblem(reply, problemBody(401, SIGN_IN_REQUIRED_DETAIL));
    }
  });
}
