import {
  accountOptionSchema,
  projectAdminPageSchema,
  projectAdminQuerySchema,
  projectAdminRowSchema,
  projectInputSchema,
} from '@portico/domain/request-catalogue/project-admin';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../../lib/crud-routes';
import { notFound } from '../../../lib/problem';
import { onlyRole } from '../../../lib/viewer';
import { findProjectRow, listAccounts, listProjectPage } from './project-admin-queries';
import { createProject, deleteProject, PROJECT_NOT_FOUND, updateProject } from './project-admin-service';

export const PROJECTS_ADMIN_REFUSED = 'Only Admins can manage projects.';
const tags = ['administration'];

/** The Projects screen (docs/administration.md): Admins only, every change audited. */
export const projectAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything from the answer.
  app.addHook('preValidation', onlyRole('Admin', PROJECTS_ADMIN_REFUSED));

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        summary: 'The accounts a project can bill to, by name (Admins)',
        response: {
          200: z.object({ items: z.array(accountOptionSchema) }),
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async () => ({ items: await listAccounts(app.db) }),
  );

  registerCrudRoutes(app, {
    path: '/admin/projects',
    tags,
    problems: {
      400: problemSchema,
      401: problemSchema,
      403: problemSchema,
      404: problemSchema,
      409: problemSchema,
    },
    schemas: {
      listQuery: projectAdminQuerySchema,
      list: projectAdminPageSchema,
      item: projectAdminRowSchema,
      createBody: projectInputSchema,
      editBody: projectInputSchema,
      // The record id keeps the request form's shape: 15 or 18 letters and digits.
      idParams: z.object({ id: z.string().regex(PROJECT_ID_PATTERN, 'Not a valid project id') }),
    },
    summaries: {
      list: 'Every project with its managers, approvers and number of requests, searched (Admins)',
      create: 'Add a project with its managers and approvers (Admins)',
      get: 'One project, for its edit form (Admins)',
      update: 'Change a project; new approvers route new requests, submitted ones keep theirs (Admins)',
      remove: 'Delete a project no request uses; one in use is refused, deactivate it instead (Admins)',
    },
    service: {
      list: (db, _viewer, query) => listProjectPage(db, query),
      create: createProject,
      get: async (db, _viewer, id) => {
        const project = await findProjectRow(db, id);
        if (!project) throw notFound(PROJECT_NOT_FOUND);
        return project;
      },
      update: updateProject,
      remove: deleteProject,
    },
  });
};
