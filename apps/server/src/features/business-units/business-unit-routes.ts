import {
  businessUnitInputSchema,
  businessUnitLeaderSchema,
  businessUnitListQuerySchema,
  businessUnitPageSchema,
  businessUnitRowSchema,
} from '@portico/domain/business-units/business-unit-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/problem';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { requireViewer, type Viewer } from '../../lib/viewer';
import { listBusinessUnitPage } from './business-unit-queries';
import { changeBusinessUnitLeader, createBusinessUnit, deleteBusinessUnit } from './business-unit-service';

export const BUSINESS_UNITS_REFUSED = 'Only Admins and HR can manage business units.';
const tags = ['administration'];
const params = z.object({ id: z.uuid({ error: 'Not a valid business unit id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** People data, so HR's as well as Admins': the viewer, or 403 for anyone else. */
function adminOrHr(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.roles.includes('Admin') && !viewer.roles.includes('HR'))
    throw forbidden(BUSINESS_UNITS_REFUSED);
  return viewer;
}

/**
 * The Business Units screen (docs/business-units.md): the departments, the leader each org
 * chart starts from, adding a unit, another leader, deleting a unit nobody works in. People
 * data, so HR's as well as Admins'. Every change is in the audit log.
 */
export const businessUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/admin/business-units',
    tags,
    problems,
    routeProblems: {
      create: { 409: problemSchema },
      update: { 404: problemSchema },
      remove: { 404: problemSchema, 409: problemSchema },
    },
    viewerOf: adminOrHr,
    schemas: {
      listQuery: businessUnitListQuerySchema,
      list: businessUnitPageSchema,
      item: businessUnitRowSchema,
      createBody: businessUnitInputSchema,
      editBody: businessUnitLeaderSchema,
      idParams: params,
    },
    summaries: {
      list: 'Business units with their leaders, searched by unit or leader (Admins and HR)',
      create: 'Add a business unit with its leader; audited (Admins and HR)',
      update: 'Choose another leader for a unit: its org chart starts at them at once; audited',
      remove: 'Delete a unit no current employee works in (else 409); audited',
    },
    service: {
      list: (db, _viewer, query) => listBusinessUnitPage(db, query),
      create: createBusinessUnit,
      update: changeBusinessUnitLeader,
      remove: deleteBusinessUnit,
    },
  });
};
