import {
  ownSubstitutionInputSchema,
  substitutionInputSchema,
  substitutionListQuerySchema,
  substitutionPageSchema,
  substitutionRowSchema,
} from '@portico/domain/approvals/substitute-schemas';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOfViewer } from '../../../lib/person-day';
import { onlyRole, requireRole, requireViewer } from '../../../lib/viewer';
import { listOwnSubstitutions, listSubstitutionPage } from './substitution-queries';
import { createSubstitution, deleteSubstitution } from './substitution-service';

export const SUBSTITUTES_ADMIN_REFUSED = 'Only Admins can set substitutes for others.';
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const problems = { 400: problemSchema, 401: problemSchema };

/** A person's own substitute approvers, under the profile (issue 13, decision 044). */
export const ownSubstitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  app.get(
    '/profile/substitutes',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s substitute approvers that have not ended',
        response: { 200: z.array(substitutionRowSchema), 401: problemSchema },
      },
    },
    async (request) =>
      listOwnSubstitutions(app.db, requireViewer(request).employeeId, todayOfViewer(request)),
  );

  app.post(
    '/profile/substitutes',
    {
      schema: {
        tags,
        summary: 'Set who approves for the signed-in person over a range of days',
        body: ownSubstitutionInputSchema,
        response: { 201: substitutionRowSchema, ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const created = await createSubstitution(app.db, viewer, viewer.employeeId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/profile/substitutes/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of the signed-in person’s substitute approvers',
        params: idParams,
        response: { 204: z.null(), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await deleteSubstitution(app.db, viewer, request.params.id, { ownerId: viewer.employeeId });
      return reply.status(204).send(null);
    },
  );
};

/** `/admin/substitutes` (Admins): everyone's substitute approvers; every change audited. */
export const substitutionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const adminProblems = { ...problems, 403: problemSchema };
  // Before the query or body is validated, so nobody else learns anything from the answer.
  app.addHook('preValidation', onlyRole('Admin', SUBSTITUTES_ADMIN_REFUSED));

  app.get(
    '/admin/substitutes',
    {
      schema: {
        tags,
        summary: 'Every substitute approver range that has not ended, by either name (Admins)',
        querystring: substitutionListQuerySchema,
        response: { 200: substitutionPageSchema, ...adminProblems },
      },
    },
    async (request) => {
      requireRole(request, 'Admin', SUBSTITUTES_ADMIN_REFUSED);
      return listSubstitutionPage(app.db, request.query, todayOfViewer(request));
    },
  );

  app.post(
    '/admin/substitutes',
    {
      schema: {
        tags,
        summary: 'Set who approves for someone over a range of days (Admins)',
        body: substitutionInputSchema,
        response: { 201: substitutionRowSchema, ...adminProblems },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'Admin', SUBSTITUTES_ADMIN_REFUSED);
      const { personId, ...range } = request.body;
      const created = await createSubstitution(app.db, actor, personId, range, { asAdmin: true });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/admin/substitutes/:id',
    {
      schema: {
        tags,
        summary: 'Remove anyone’s substitute approver range (Admins)',
        params: idParams,
        response: { 204: z.null(), ...adminProblems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'Admin', SUBSTITUTES_ADMIN_REFUSED);
      await deleteSubstitution(app.db, actor, request.params.id, { asAdmin: true });
      return reply.status(204).send(null);
    },
  );
};
