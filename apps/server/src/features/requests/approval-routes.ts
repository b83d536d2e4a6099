import { approvalHistoryItemSchema, requestDetailSchema } from '@portico/domain/requests/request-dto';
import { approvalDecisionSchema, rankSchema } from '@portico/domain/requests/request-schemas';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/viewer';
import { approvalHistory, decideApproval, rankProject } from './approval-service';
import { requestIdParams, TAGS } from './request-route-schemas';

/** Approval decisions, the Approval History, and ranking approved projects. */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:id/approvals',
    {
      schema: {
        tags: TAGS,
        summary: 'Approve or reject a step (the step’s approver only, while it waits)',
        params: requestIdParams,
        body: approvalDecisionSchema,
        response: {
          200: requestDetailSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => decideApproval(app.db, requireViewer(request), request.params.id, request.body),
  );

  app.get(
    '/requests/:id/approvals',
    {
      schema: {
        tags: TAGS,
        summary: 'The Approval History of a request, oldest first',
        params: requestIdParams,
        response: {
          200: z.object({ items: z.array(approvalHistoryItemSchema) }),
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => ({ items: await approvalHistory(app.db, requireViewer(request), request.params.id) }),
  );

  app.patch(
    '/requests/:id/rank',
    {
      schema: {
        tags: TAGS,
        summary: 'Set an approved project’s rank (Admin only, digits only)',
        params: requestIdParams,
        body: rankSchema,
        response: {
          200: requestDetailSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => rankProject(app.db, requireViewer(request), request.params.id, request.body.rank),
  );
};
