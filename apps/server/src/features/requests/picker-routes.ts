import { REQUEST_TYPES, type RequestType } from '@portico/domain/requests/request-constants';
import {
  categorySchema,
  personOptionSchema,
  projectOptionSchema,
  projectSchema,
} from '@portico/domain/requests/request-dto';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem';
import { searchPeople } from '../../lib/people-search';
import { findProjectDetailsRow, listCategories, PICKER_LIMIT, searchProjects } from './picker-queries';
import { toProjectDetails } from './request-detail-mapper';
import { pickerSearchQuery, TAGS } from './request-route-schemas';

/** What the request form picks from: categories, projects and people. Any signed-in employee. */
export const pickerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/request-categories',
    {
      schema: {
        tags: TAGS,
        summary: 'Request categories, optionally of one request type',
        querystring: z.object({ type: z.enum(REQUEST_TYPES).optional() }),
        response: {
          200: z.object({ items: z.array(categorySchema) }),
          400: problemSchema,
          401: problemSchema,
        },
      },
    },
    async (request) => {
      const rows = await listCategories(app.db, request.query.type);
      return { items: rows.map((row) => ({ ...row, requestType: row.requestType as RequestType })) };
    },
  );

  app.get(
    '/projects',
    {
      schema: {
        tags: TAGS,
        summary: 'Projects by name or project code (20 at most)',
        querystring: pickerSearchQuery,
        response: {
          200: z.object({ items: z.array(projectOptionSchema) }),
          400: problemSchema,
          401: problemSchema,
        },
      },
    },
    async (request) => ({ items: await searchProjects(app.db, request.query.search || undefined) }),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A project with its managers and account, for the form’s side card',
        params: z.object({ id: z.string().regex(PROJECT_ID_PATTERN, 'Not a valid project id') }),
        response: { 200: projectSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const row = await findProjectDetailsRow(app.db, request.params.id);
      if (!row) throw notFound('The project was not found.');
      return toProjectDetails(row);
    },
  );

  app.get(
    '/people',
    {
      schema: {
        tags: TAGS,
        summary: 'Current employees by name or email (20 at most), for the On Behalf Of picker',
        querystring: pickerSearchQuery,
        response: {
          200: z.object({ items: z.array(personOptionSchema) }),
          400: problemSchema,
          401: problemSchema,
        },
      },
    },
    async (request) => {
      const rows = await searchPeople(app.db, request.query.search || undefined, { limit: PICKER_LIMIT });
      return { items: rows.map(({ hasPhoto: _hasPhoto, ...person }) => person) };
    },
  );
};
