import {
  quickLinkInputSchema,
  quickLinkListQuerySchema,
  quickLinkListSchema,
  quickLinkSchema,
  quickLinkUpdateSchema,
} from '@portico/domain/quick-links/quick-link-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/reader-language';
import { requireViewer } from '../../lib/viewer';
import { createQuickLink, editQuickLink, listQuickLinks, removeQuickLink } from './quick-link-service';

const tags = ['quick-links'];
const params = z.object({ id: z.uuid({ error: 'Not a valid quick link id' }) });
const changeErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** Personal quick links with the corporate ones (spec §2 Dashboard, Quick links table). */
export const quickLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quick-links',
    {
      schema: {
        tags,
        summary: 'A page of the signed-in person’s quick links and the corporate ones, searchable',
        querystring: quickLinkListQuerySchema,
        response: { 200: quickLinkListSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const language = await readerLanguage(app.db, viewer.employeeId, request.headers['accept-language']);
      return listQuickLinks(app.db, viewer, language, request.query);
    },
  );

  app.post(
    '/quick-links',
    {
      schema: {
        tags,
        summary: 'Add a personal quick link, or (Admin) a corporate one, announced to everyone',
        body: quickLinkInputSchema,
        response: { 201: quickLinkSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const link = await createQuickLink(app.db, requireViewer(request), request.body);
      return reply.status(201).send(link);
    },
  );

  app.patch(
    '/quick-links/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of your quick links (corporate links: Admins only)',
        params,
        body: quickLinkUpdateSchema,
        response: { 200: quickLinkSchema, ...changeErrors },
      },
    },
    async (request) => editQuickLink(app.db, requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/quick-links/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your quick links (corporate links: Admins only)',
        params,
        response: { 200: z.object({ id: z.string() }), ...changeErrors },
      },
    },
    async (request) => removeQuickLink(app.db, requireViewer(request), request.params.id),
  );
};
