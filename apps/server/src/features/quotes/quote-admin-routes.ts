import {
  quoteAdminPageSchema,
  quoteAdminQuerySchema,
  quoteAdminRowSchema,
  quoteInputSchema,
} from '@portico/domain/quotes/quote-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { requireRole } from '../../lib/viewer';
import { createQuote, deleteQuote, updateQuote } from './quote-admin-service';
import { listQuotes } from './quote-queries';

export const QUOTES_ADMIN_REFUSED = 'Only Admins can manage the quotes.';
const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** `/admin/quotes` (Admins): the loading screen's motivational quotes; every change audited. */
export const quoteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/admin/quotes',
    tags,
    problems,
    routeProblems: { update: { 404: problemSchema }, remove: { 404: problemSchema } },
    viewerOf: (request) => requireRole(request, 'Admin', QUOTES_ADMIN_REFUSED),
    schemas: {
      listQuery: quoteAdminQuerySchema,
      list: quoteAdminPageSchema,
      item: quoteAdminRowSchema,
      createBody: quoteInputSchema,
      editBody: quoteInputSchema,
      idParams,
    },
    summaries: {
      list: 'Every quote, by author, searched in the quote and the author (Admins)',
      create: 'Add a quote (Admins)',
      update: 'Change a quote (Admins)',
      remove: 'Delete a quote (Admins)',
    },
    service: {
      list: (db, _admin, query) => listQuotes(db, query),
      create: createQuote,
      update: updateQuote,
      remove: deleteQuote,
    },
  });
};
