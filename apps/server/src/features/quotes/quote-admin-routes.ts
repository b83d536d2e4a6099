import {
  quoteAdminPageSchema,
  quoteAdminQuerySchema,
  quoteAdminRowSchema,
  quoteInputSchema,
} from '@portico/domain/quotes/quote-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/viewer';
import { createQuote, deleteQuote, updateQuote } from './quote-admin-service';
import { listQuotes } from './quote-queries';

export const QUOTES_ADMIN_REFUSED = 'Only Admins can manage the quotes.';
const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** `/admin/quotes` (Admins): the loading screen's motivational quotes; every change audited. */
export const quoteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query or body is validated, so nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    requireRole(request, 'Admin', QUOTES_ADMIN_REFUSED);
  });

  app.get(
    '/admin/quotes',
    {
      schema: {
        tags,
        summary: 'Every quote, by author, searched in the quote and the author (Admins)',
        querystring: quoteAdminQuerySchema,
        response: { 200: quoteAdminPageSchema, ...problems },
      },
    },
    async (request) => listQuotes(app.db, request.query),
  );

  app.post(
    '/admin/quotes',
    {
      schema: {
        tags,
        summary: 'Add a quote (Admins)',
        body: quoteInputSchema,
        response: { 201: quoteAdminRowSchema, ...problems },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'Admin', QUOTES_ADMIN_REFUSED);
      return reply.status(201).send(await createQuote(app.db, actor, request.body));
    },
  );

  app.patch(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'Change a quote (Admins)',
        params: idParams,
        body: quoteInputSchema,
        response: { 200: quoteAdminRowSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const actor = requireRole(request, 'Admin', QUOTES_ADMIN_REFUSED);
      return updateQuote(app.db, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a quote (Admins)',
        params: idParams,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'Admin', QUOTES_ADMIN_REFUSED);
      await deleteQuote(app.db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
