import { estimateSchema, fulfilmentSchema } from '@portico/domain/requests/it-desk';
import {
  deskStaffListSchema,
  estimateResultSchema,
  fulfilmentResultSchema,
} from '@portico/domain/requests/it-desk-dto';
import { canWorkItDesk } from '@portico/domain/requests/request-permissions';
import { DESK_ONLY_MESSAGE } from '@portico/domain/requests/workflow/workflow-messages';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../../lib/problem';
import { todayOfViewer } from '../../../lib/person-day';
import { requireViewer } from '../../../lib/viewer';
import { pickerSearchQuery } from '../request-route-schemas';
import { giveEstimate } from './estimate-service';
import { changeFulfilment, deskStaff } from './fulfilment-service';

const tags = ['it-desk'];
const requestParams = z.object({ id: z.uuid({ error: 'Not a valid request id' }) });
const refusals = { 401: problemSchema, 403: problemSchema };

/**
 * The IT desk's actions (its queue is `GET /api/requests?view=desk`). Every route here is for
 * the IT desk (Admins and the IT desk role): the check runs before the body is read or the request looked up, so no one else can
 * tell whether a request id exists.
 */
export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!canWorkItDesk(requireViewer(request))) throw forbidden(DESK_ONLY_MESSAGE);
  });

  app.get(
    '/it-desk/staff',
    {
      schema: {
        tags,
        summary:
          'People a request can be assigned to: current IT desk staff and Admins by name, the first 20 or those whose name contains the search',
        querystring: pickerSearchQuery,
        response: { 200: deskStaffListSchema, 400: problemSchema, ...refusals },
      },
    },
    async (request) => ({ items: await deskStaff(app.db, request.query.search || undefined) }),
  );

  app.patch(
    '/requests/:id/fulfilment',
    {
      schema: {
        tags,
        summary: 'Assign, change status and status notes, set estimated and actual completion',
        params: requestParams,
        body: fulfilmentSchema,
        response: {
          200: fulfilmentResultSchema,
          400: problemSchema,
          ...refusals,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) =>
      // A request completed without a day is completed on the desk member's today.
      changeFulfilment(app.db, request.params.id, request.body, requireViewer(request), {
        today: todayOfViewer(request),
      }),
  );

  app.put(
    '/requests/:id/estimate',
    {
      schema: {
        tags,
        summary: 'Save a project brief’s estimate (hours × rate = cost, CAD) and optionally send it',
        params: requestParams,
        body: estimateSchema,
        response: {
          200: estimateResultSchema,
          400: problemSchema,
          ...refusals,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => giveEstimate(app.db, request.params.id, request.body, requireViewer(request)),
  );
};
