import {
  categoryAdminPageSchema,
  categoryAdminQuerySchema,
  categoryAdminRowSchema,
  categoryInputSchema,
} from '@portico/domain/request-catalogue/category-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../../lib/crud-routes';
import { notFound } from '../../../lib/problem';
import { onlyRole } from '../../../lib/viewer';
import { findCategoryRow, listCategoryPage } from './category-admin-queries';
import { CATEGORY_NOT_FOUND, createCategory, deleteCategory, updateCategory } from './category-admin-service';

export const CATEGORIES_ADMIN_REFUSED = 'Only Admins can manage request categories.';

/** The Request Categories screen (docs/administration.md): Admins only, every change audited. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: nobody else learns anything from the answer.
  app.addHook('preValidation', onlyRole('Admin', CATEGORIES_ADMIN_REFUSED));
  registerCrudRoutes(app, {
    path: '/admin/request-categories',
    tags: ['administration'],
    problems: {
      400: problemSchema,
      401: problemSchema,
      403: problemSchema,
      404: problemSchema,
      409: problemSchema,
    },
    schemas: {
      listQuery: categoryAdminQuerySchema,
      list: categoryAdminPageSchema,
      item: categoryAdminRowSchema,
      createBody: categoryInputSchema,
      editBody: categoryInputSchema,
      idParams: z.object({ id: z.uuid({ error: 'Not a valid category id' }) }),
    },
    summaries: {
      list: 'Every request category with its number of requests, searched and filtered (Admins)',
      create: 'Add a request category (Admins)',
      get: 'One request category, for its edit form (Admins)',
      update: 'Change a request category; one in use keeps its request type (Admins)',
      remove:
        'Delete a request category no request uses; one in use is refused, deactivate it instead (Admins)',
    },
    service: {
      list: (db, _viewer, query) => listCategoryPage(db, query),
      create: createCategory,
      get: async (db, _viewer, id) => {
        const category = await findCategoryRow(db, id);
        if (!category) throw notFound(CATEGORY_NOT_FOUND);
        return category;
      },
      update: updateCategory,
      remove: deleteCategory,
    },
  });
};
