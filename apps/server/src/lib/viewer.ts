import type { FastifyRequest } from 'fastify';
import type { AccessRole } from '@portico/domain/identity/roles';
import { unauthorized } from './problem';

/** The signed-in employee behind a request, read from the session on every request. */
export interface Viewer {
  employeeId: string;
  employeeNumber: string;
  email: string;
  displayName: string;
  roles: AccessRole[];
  sessionTokenHash: string;
}

/** For handlers on signed-in routes: the access hook has already refused anonymous callers. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
