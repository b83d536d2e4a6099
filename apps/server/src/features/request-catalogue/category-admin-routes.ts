import {
  categoryAdminPageSchema,
  categoryAdminQuerySchema,
  categoryAdminRowSchema,
  categoryInputSchema,
} from '@portico/domain/request-catalogue/category-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem';
import { requireRole } from '../../lib/viewer';
import { findCategoryRow, listCategoryPage } from './category-admin-queries';
import { CATEGORY_NOT_FOUND, createCategory, deleteCategory, updateCategory } from './category-admin-service';

export const CATEGORIES_ADMIN_REFUSED = 'Only Admins can manage request categories.';
const tags = ['administration'];
const params = z.object({ id: z.uuid({ error: 'Not a valid category id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** The Request Categories screen (docs/administration.md): Admins only, every change audited. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    requireRole(request, 'Admin', CATEGORIES_ADMIN_REFUSED);
  });
  const actorOf = (request: Parameters<typeof requireRole>[0]) =>
    requireRole(request, 'Admin', CATEGORIES_ADMIN_REFUSED);

  app.get(
    '/admin/request-categories',
    {
      schema: {
        tags,
        summary: 'Every request category with its number of requests, searched and filtered (Admins)',
        querystring: categoryAdminQuerySchema,
        response: { 200: categoryAdminPageSchema, ...problems },
      },
    },
    async (request) => listCategoryPage(app.db, request.query),
  );

  app.get(
    '/admin/request-categories/:id',
    {
      schema: {
        tags,
        summary: 'One request category, for its edit form (Admins)',
        params,
        response: { 200: categoryAdminRowSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const category = await findCategoryRow(app.db, request.params.id);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },
  );

  app.post(
    '/admin/request-categories',
    {
      schema: {
        tags,
        summary: 'Add a request category (Admins)',
        body: categoryInputSchema,
        response: { 201: categoryAdminRowSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createCategory(app.db, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/admin/request-categories/:id',
    {
      schema: {
        tags,
        summary: 'Change a request category; one in use keeps its request type (Admins)',
        params,
        body: categoryInputSchema,
        response: { 200: categoryAdminRowSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => updateCategory(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/request-categories/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a request category no request uses; one in use is refused, deactivate it instead (Admins)',
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
      await deleteCategory(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
