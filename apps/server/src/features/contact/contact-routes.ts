import {
  ADMIN_ONLY_MESSAGE,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
} from '@portico/domain/contact/contact-message';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedList } from '../../lib/paged-list';
import { forbidden } from '../../lib/problem';
import { sanitizeRichText } from '../../lib/rich-text';
import { requireViewer } from '../../lib/viewer';
import { countContactMessages, insertContactMessage, listContactMessageRows } from './contact-queries';

const tags = ['contact'];

/**
 * The Contact Portal Team form (spec §2, §5): anyone signed in may write; only Admins read.
 * The submitter is whoever is signed in; the message is sanitised before it is stored.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Send a message to the portal team, as the signed-in person',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const stored = await insertContactMessage(app.db, {
        subject: request.body.subject,
        message: sanitizeRichText(request.body.message),
        submittedById: viewer.employeeId,
      });
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Messages to the portal team, newest first (Admins)',
        querystring: contactMessageListQuerySchema,
        response: {
          200: contactMessageListSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => {
      if (!requireViewer(request).roles.includes('Admin')) throw forbidden(ADMIN_ONLY_MESSAGE);
      const { search, sort, order, page, pageSize } = request.query;
      const result = await pagedList(
        { page, pageSize },
        {
          count: () => countContactMessages(app.db, search),
          rows: (window) => listContactMessageRows(app.db, { search, sort, order }, window),
        },
      );
      return {
        ...result,
        items: result.items.map((row) => ({
          id: row.id,
          subject: row.subject,
          // Sanitised again on the way out, as DESIGN §10 asks (the web app sanitises a third time).
          message: sanitizeRichText(row.message),
          submittedBy: { id: row.submitterId, name: row.submitterName, email: row.submitterEmail },
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
