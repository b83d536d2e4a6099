import type { FastifyRequest } from 'fastify';
import type { PersonCalendar } from '@portico/domain/calendar/site-calendar';
import type { AccessRole } from '@portico/domain/identity/roles';
import { forbidden, unauthorized } from './problem';

/** The signed-in employee behind a request, read from the session on every request. */
export interface Viewer {
  employeeId: string;
  employeeNumber: string;
  email: string;
  displayName: string;
  roles: AccessRole[];
  sessionTokenHash: string;
  /** Their site, if any: a change of the site's zone or week ends what was cached of them. */
  siteId: string | null;
  /**
   * Where their day turns and which days they work (issue 29): their site's, or for someone
   * with no site the portal's zone (`PORTAL_TIME_ZONE`) and Monday to Friday.
   */
  calendar: PersonCalendar;
}

/** For handlers on signed-in routes: the access hook has already refused anonymous callers. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** For routes of one role: the viewer when they hold it, else 403 with the screen's message. */
export function requireRole(request: FastifyRequest, role: AccessRole, refusal: string): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.roles.includes(role)) throw forbidden(refusal);
  return viewer;
}

/**
 * A route's `preValidation` hook for routes of one role: the caller without it is refused
 * before the body is validated, so a bad body never tells them more than "not for you".
 */
export const onlyRole = (role: AccessRole, refusal: string) => async (request: FastifyRequest) => {
  requireRole(request, role, refusal);
};
