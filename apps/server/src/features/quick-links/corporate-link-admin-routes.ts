import {
  companyOptionSchema,
  corporateLinkAdminQuerySchema,
  quickLinkListSchema,
} from '@portico/domain/quick-links/quick-link-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/reader-language';
import { requireRole } from '../../lib/viewer';
import { listCompanies } from './quick-link-queries';
import { listCorporateLinksForAdmin } from './quick-link-service';

export const CORPORATE_LINKS_ADMIN_REFUSED = 'Only Admins can manage corporate links.';
const tags = ['administration'];

/**
 * The Corporate Links administration screen reads here; it adds, edits and deletes through the
 * quick-link calls, which already let Admins change corporate links (decision 019).
 */
export const corporateLinkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/corporate-links',
    {
      schema: {
        tags,
        summary: 'Every corporate link, or those one company sees, searchable (Admins)',
        querystring: corporateLinkAdminQuerySchema,
        response: { 200: quickLinkListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'Admin', CORPORATE_LINKS_ADMIN_REFUSED);
      const language = await readerLanguage(app.db, viewer.employeeId, request.headers['accept-language']);
      return listCorporateLinksForAdmin(app.db, viewer, language, request.query);
    },
  );

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        summary: 'The group’s companies, by name, for choosing a corporate link’s company (Admins)',
        response: {
          200: z.object({ items: z.array(companyOptionSchema) }),
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => {
      requireRole(request, 'Admin', CORPORATE_LINKS_ADMIN_REFUSED);
      return { items: await listCompanies(app.db) };
    },
  );
};
