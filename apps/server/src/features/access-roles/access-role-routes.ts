import {
  accessRoleListQuerySchema,
  roleChangeSchema,
  roleHolderPageSchema,
  roleHolderSchema,
} from '@portico/domain/access-roles/access-role-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hearOwnChanges } from '../../lib/change-bus';
import { requireRole } from '../../lib/viewer';
import { listRoleHolderPage } from './access-role-queries';
import { changeRole } from './access-role-service';

export const ACCESS_ROLES_REFUSED = 'Only Admins can change access roles.';
/** A read is not a change: the list's refusal says what was asked. */
export const ACCESS_ROLES_READ_REFUSED = 'Only Admins can see who holds access roles.';
const tags = ['administration'];

/** The Access Roles screen: who holds ELT, Admin, HR and IT desk, and changing that (Admins). */
export const accessRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for Admins, refused before a body or id is looked at.
  app.addHook('preValidation', async (request) => {
    requireRole(
      request,
      'Admin',
      request.method === 'GET' ? ACCESS_ROLES_READ_REFUSED : ACCESS_ROLES_REFUSED,
    );
  });
  app.get(
    '/admin/access-roles',
    {
      schema: {
        tags,
        summary: 'Current employees with their access roles, searchable, by role (Admins)',
        querystring: accessRoleListQuerySchema,
        response: { 200: roleHolderPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      requireRole(request, 'Admin', ACCESS_ROLES_READ_REFUSED);
      return listRoleHolderPage(app.db, request.query);
    },
  );

  app.patch(
    '/admin/access-roles/:employeeId',
    {
      schema: {
        tags,
        summary: 'Grant or revoke one access role; recorded in the audit log (Admins)',
        params: z.object({ employeeId: z.uuid({ error: 'Not a valid employee id' }) }),
        body: roleChangeSchema,
        response: {
          200: roleHolderSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => {
      const actor = requireRole(request, 'Admin', ACCESS_ROLES_REFUSED);
      const holder = await changeRole(app.db, actor, request.params.employeeId, request.body);
      await hearOwnChanges(app.changes, request.log);
      return holder;
    },
  );
};
