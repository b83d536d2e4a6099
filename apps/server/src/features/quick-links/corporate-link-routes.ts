import { corporateLinkSchema } from '@portico/domain/quick-links/corporate-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/reader-language';
import { requireViewer } from '../../lib/viewer';
import { listCorporateLinks } from './corporate-link-queries';

export const corporateLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quick-links/corporate',
    {
      schema: {
        tags: ['quick-links'],
        summary:
          'Corporate quick links for the signed-in person’s company, for the sidebar’s Corporate Links dropdown',
        response: { 200: z.object({ items: z.array(corporateLinkSchema) }) },
      },
    },
    async (request) => {
      const { employeeId } = requireViewer(request);
      const language = await readerLanguage(app.db, employeeId, request.headers['accept-language']);
      return { items: await listCorporateLinks(app.db, employeeId, language) };
    },
  );
};
