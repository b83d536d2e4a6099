import { requestDetailSchema } from '@portico/domain/requests/request-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOfViewer } from '../../lib/person-day';
import { requireViewer } from '../../lib/viewer';
import {
  requestBodySchema,
  requestEditBodySchema,
  requestIdParams,
  requestReferenceParams,
  TAGS,
} from './request-route-schemas';
import { createRequest, deleteRequest, getRequestDetailByReference, updateRequest } from './request-service';

/** One request: submit, read, edit and delete. Every call is checked against this request. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Submit an IT request (any type), optionally on behalf of someone else',
        body: requestBodySchema,
        response: { 201: requestDetailSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const detail = await createRequest(app.db, requireViewer(request), request.body, {
        today: todayOfViewer(request),
      });
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'A request with what the signed-in person may do with it, by id or by number (000227, 227, SR-000227)',
        params: requestReferenceParams,
        response: { 200: requestDetailSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getRequestDetailByReference(app.db, requireViewer(request), request.params.id),
  );

  app.patch(
    '/requests/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Edit a request (requester or the person it is for; not while Locked). With If-Match (the detail’s version), an edit of an older state is refused with 409',
        params: requestIdParams,
        body: requestEditBodySchema,
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
    async (request) => {
      const ifMatch = request.headers['if-match'];
      return updateRequest(app.db, requireViewer(request), request.params.id, request.body, {
        today: todayOfViewer(request),
        expectedVersion: typeof ifMatch === 'string' ? ifMatch : undefined,
      });
    },
  );

  app.delete(
    '/requests/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Delete a request with its attachments (requester or the person it is for; not while Locked)',
        params: requestIdParams,
        response: {
          204: z.null(),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteRequest(app.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
