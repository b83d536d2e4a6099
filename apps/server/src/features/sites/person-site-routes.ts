import { problemSchema } from '@portico/domain/shared/problem';
import {
  personSiteChangeSchema,
  personSiteSchema,
  siteChoicesSchema,
} from '@portico/domain/sites/person-site';
import { PERSON_SITE_REFUSED, SITE_CHOICES_REFUSED } from '@portico/domain/sites/site-texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hearOwnChanges } from '../../lib/change-bus';
import { forbidden } from '../../lib/problem';
import { requireViewer, type Viewer } from '../../lib/viewer';
import { changePersonSite } from './person-site-service';
import { listSiteChoices } from './site-queries';

const tags = ['people'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** People data: HR's as well as Admins'. The viewer, or 403 with the refusal for anyone else. */
function hrOrAdmin(request: FastifyRequest, refusal: string): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.roles.includes('HR') && !viewer.roles.includes('Admin')) throw forbidden(refusal);
  return viewer;
}

/**
 * A person's site, changed on their profile view by HR and Admins (docs/sites.md), and the sites
 * to choose from. Refused before the id or body is read.
 */
export const personSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites',
    {
      preValidation: async (request) => {
        hrOrAdmin(request, SITE_CHOICES_REFUSED);
      },
      schema: {
        tags,
        summary: 'Every site’s name and id, by name: the choices for a person’s site (HR and Admins)',
        response: { 200: siteChoicesSchema, ...problems },
      },
    },
    async () => ({ items: await listSiteChoices(app.db) }),
  );

  app.put(
    '/people/:employeeId/site',
    {
      preValidation: async (request) => {
        hrOrAdmin(request, PERSON_SITE_REFUSED);
      },
      schema: {
        tags,
        summary:
          'Move a current employee to a site, or to none (null): their day turns in its zone from their next request; audited (HR and Admins)',
        params: z.object({ employeeId: z.uuid({ error: 'Not a valid employee id' }) }),
        body: personSiteChangeSchema,
        response: { 200: personSiteSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const actor = hrOrAdmin(request, PERSON_SITE_REFUSED);
      const changed = await changePersonSite(app.db, actor, request.params.employeeId, request.body);
      await hearOwnChanges(app.changes, request.log);
      return changed;
    },
  );
};
