import {
  businessUnitInputSchema,
  businessUnitLeaderSchema,
  businessUnitListQuerySchema,
  businessUnitPageSchema,
  businessUnitRowSchema,
} from '@portico/domain/business-units/business-unit-admin';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/problem';
import { requireViewer } from '../../lib/viewer';
import { listBusinessUnitPage } from './business-unit-queries';
import { changeBusinessUnitLeader, createBusinessUnit, deleteBusinessUnit } from './business-unit-service';

export const BUSINESS_UNITS_REFUSED = 'Only Admins and HR can manage business units.';
const tags = ['administration'];
const params = z.object({ id: z.uuid({ error: 'Not a valid business unit id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/**
 * The Business Units screen (docs/business-units.md): the departments, the leader each org
 * chart starts from, adding a unit, another leader, deleting a unit nobody works in. People
 * data, so HR's as well as Admins'. Every change is in the audit log.
 */
export const businessUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query or body is validated, so nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    const viewer = requireViewer(request);
    if (!viewer.roles.includes('Admin') && !viewer.roles.includes('HR'))
      throw forbidden(BUSINESS_UNITS_REFUSED);
  });

  app.get(
    '/admin/business-units',
    {
      schema: {
        tags,
        summary: 'Business units with their leaders, searched by unit or leader (Admins and HR)',
        querystring: businessUnitListQuerySchema,
        response: { 200: businessUnitPageSchema, ...problems },
      },
    },
    async (request) => listBusinessUnitPage(app.db, request.query),
  );

  app.post(
    '/admin/business-units',
    {
      schema: {
        tags,
        summary: 'Add a business unit with its leader; audited (Admins and HR)',
        body: businessUnitInputSchema,
        response: { 201: businessUnitRowSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const unit = await createBusinessUnit(app.db, requireViewer(request), request.body);
      return reply.status(201).send(unit);
    },
  );

  app.patch(
    '/admin/business-units/:id',
    {
      schema: {
        tags,
        summary: 'Choose another leader for a unit: its org chart starts at them at once; audited',
        params,
        body: businessUnitLeaderSchema,
        response: { 200: businessUnitRowSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) =>
      changeBusinessUnitLeader(app.db, requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/business-units/:id',
    {
      schema: {
        tags,
        summary: 'Delete a unit no current employee works in (else 409); audited',
        params,
        response: { 204: z.null(), ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteBusinessUnit(app.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
