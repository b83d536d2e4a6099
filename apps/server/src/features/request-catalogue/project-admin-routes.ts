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
import { notFound } from '../../lib/problem';
import { requireRole } from '../../lib/viewer';
import { findProjectRow, listAccounts, listProjectPage } from './project-admin-queries';
import { createProject, deleteProject, PROJECT_NOT_FOUND, updateProject } from './project-admin-service';

export const PROJECTS_ADMIN_REFUSED = 'Only Admins can manage projects.';
const tags = ['administration'];
/** The record id keeps the request form's shape: 15 or 18 letters and digits. */
const params = z.object({ id: z.string().regex(PROJECT_ID_PATTERN, 'Not a valid project id') });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** The Projects screen (docs/administration.md): Admins only, every change audited. */
export const projectAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    requireRole(request, 'Admin', PROJECTS_ADMIN_REFUSED);
  });
  const actorOf = (request: Parameters<typeof requireRole>[0]) =>
    requireRole(request, 'Admin', PROJECTS_ADMIN_REFUSED);

  app.get(
    '/admin/projects',
    {
      schema: {
        tags,
        summary: 'Every project with its managers, approvers and number of requests, searched (Admins)',
        querystring: projectAdminQuerySchema,
        response: { 200: projectAdminPageSchema, ...problems },
      },
    },
    async (request) => listProjectPage(app.db, request.query),
  );

  app.get(
    '/admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project, for its edit form (Admins)',
        params,
        response: { 200: projectAdminRowSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const project = await findProjectRow(app.db, request.params.id);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return project;
    },
  );

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

  app.post(
    '/admin/projects',
    {
      schema: {
        tags,
        summary: 'Add a project with its managers and approvers (Admins)',
        body: projectInputSchema,
        response: { 201: projectAdminRowSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createProject(app.db, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'Change a project; new approvers route new requests, submitted ones keep theirs (Admins)',
        params,
        body: projectInputSchema,
        response: { 200: projectAdminRowSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => updateProject(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/projects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project no request uses; one in use is refused, deactivate it instead (Admins)',
        params,
        response: {
          204: z.null().meta({ description: 'Deleted' }),
          ...problems,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteProject(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
