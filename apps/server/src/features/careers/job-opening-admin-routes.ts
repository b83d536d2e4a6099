import {
  jobOpeningAdminPageSchema,
  jobOpeningAdminQuerySchema,
  jobOpeningAdminSchema,
  jobOpeningInputSchema,
} from '@portico/domain/careers/job-opening-input';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/viewer';
import {
  changeJobOpening,
  createJobOpening,
  getJobOpening,
  listJobOpeningsForAdmin,
  removeJobOpening,
} from './job-opening-admin-service';

export const JOBS_ADMIN_REFUSED = 'Only Admins can manage Job Opportunities.';
const tags = ['administration'];
const BASE = '/admin/job-openings';
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

const asAdmin = (request: FastifyRequest) => requireRole(request, 'Admin', JOBS_ADMIN_REFUSED);

/** The Job Opportunities administration (Admins): every opening, and adding, changing and deleting them. */
export const jobOpeningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query, id and body are validated: nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    asAdmin(request);
  });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Every job opening, newest first, searched by title or place and sorted (Admins)',
        querystring: jobOpeningAdminQuerySchema,
        response: { 200: jobOpeningAdminPageSchema, ...problems },
      },
    },
    async (request) => {
      asAdmin(request);
      return listJobOpeningsForAdmin(app.db, request.query);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One job opening, for its edit form (Admins)',
        params: idParams,
        response: { 200: jobOpeningAdminSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      asAdmin(request);
      return getJobOpening(app.db, request.params.id);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Post a job opening; it shows on the careers page at once (Admins)',
        body: jobOpeningInputSchema,
        response: { 201: jobOpeningAdminSchema, ...problems },
      },
    },
    async (request, reply) => {
      const created = await createJobOpening(app.db, asAdmin(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a job opening: every field is sent (Admins)',
        params: idParams,
        body: jobOpeningInputSchema,
        response: { 200: jobOpeningAdminSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => changeJobOpening(app.db, asAdmin(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a job opening (Admins)',
        params: idParams,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await removeJobOpening(app.db, asAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
