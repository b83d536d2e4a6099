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
import { registerCrudRoutes } from '../../lib/crud-routes';
import { readerLanguage } from '../../lib/reader-language';
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
const notFound = { 404: problemSchema };

const asAdmin = (request: FastifyRequest) => requireRole(request, 'Admin', JOBS_ADMIN_REFUSED);

/** The Job Opportunities administration (Admins): every opening, and adding, changing and deleting them. */
export const jobOpeningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: BASE,
    tags,
    problems,
    routeProblems: { get: notFound, update: notFound, remove: notFound },
    viewerOf: asAdmin,
    schemas: {
      listQuery: jobOpeningAdminQuerySchema,
      list: jobOpeningAdminPageSchema,
      item: jobOpeningAdminSchema,
      createBody: jobOpeningInputSchema,
      editBody: jobOpeningInputSchema,
      idParams,
    },
    summaries: {
      list: 'Every job opening, newest first, searched by title or place and sorted (Admins)',
      get: 'One job opening, for its edit form (Admins)',
      create: 'Post a job opening; it shows on the careers page at once (Admins)',
      update: 'Change a job opening: every field is sent (Admins)',
      remove: 'Delete a job opening (Admins)',
    },
    service: {
      list: async (db, admin, query, request) =>
        listJobOpeningsForAdmin(
          db,
          admin,
          await readerLanguage(db, admin.employeeId, request.headers['accept-language']),
          query,
        ),
      get: getJobOpening,
      create: createJobOpening,
      update: changeJobOpening,
      remove: removeJobOpening,
    },
  });
};
