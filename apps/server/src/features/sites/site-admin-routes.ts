import { problemSchema } from '@portico/domain/shared/problem';
import {
  siteInputSchema,
  siteListQuerySchema,
  sitePageSchema,
  siteRowSchema,
} from '@portico/domain/sites/site-admin';
import { SITES_REFUSED } from '@portico/domain/sites/site-texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hearOwnChanges } from '../../lib/change-bus';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { requireRole } from '../../lib/viewer';
import { listSitePage } from './site-queries';
import { siteIdParams, SITES_PATH } from './site-paths';
import { changeSite, createSite, deleteSite, getSite } from './site-service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const asAdmin = (request: FastifyRequest) => requireRole(request, 'Admin', SITES_REFUSED);

/**
 * The Sites screen (Admins; docs/sites.md): every site with its zone, week and how many current
 * employees work there; adding, changing and deleting one. Every change is audited.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A change of zone or week ends what every server cached of the site's people (the trigger
   * of migration 0028); this one has heard it before answering, so the next request here
   * already has the new zone, as after a change of role (decision 018).
   */
  const heard =
    <Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      const result = await write(...args);
      await hearOwnChanges(app.changes, app.log);
      return result;
    };

  registerCrudRoutes(app, {
    path: SITES_PATH,
    tags: ['administration'],
    problems,
    routeProblems: {
      create: { 409: problemSchema },
      get: notFound,
      update: { ...notFound, 409: problemSchema },
      remove: { ...notFound, 409: problemSchema },
    },
    viewerOf: asAdmin,
    schemas: {
      listQuery: siteListQuerySchema,
      list: sitePageSchema,
      item: siteRowSchema,
      createBody: siteInputSchema,
      editBody: siteInputSchema,
      idParams: siteIdParams,
    },
    summaries: {
      list: 'Sites with their time zone, working week and current employees, searched and sorted (Admins)',
      get: 'One site, for its edit form (Admins)',
      create:
        'Add a site: a name no other site has, a country, a time zone and a working week; audited (Admins)',
      update:
        'Change a site (every field is sent): its people’s day and working days follow at once; audited (Admins)',
      remove: 'Delete a site no current employee works at (else 409), with its holidays; audited (Admins)',
    },
    service: {
      list: (db, _viewer, query) => listSitePage(db, query),
      get: getSite,
      create: createSite,
      update: heard(changeSite),
      remove: heard(deleteSite),
    },
  });
};
