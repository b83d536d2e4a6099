import {
  commentBodySchema,
  timelineEntrySchema,
  timelineSchema,
} from '@portico/domain/requests/comments/timeline';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../../lib/viewer';
import { requestIdParams, TAGS } from '../request-route-schemas';
import { addComment, editComment, getTimeline, removeComment } from './comment-service';

const commentParams = requestIdParams.extend({ commentId: z.uuid({ error: 'Not a valid comment id' }) });
const commentEntrySchema = timelineEntrySchema.options[0];

/** A request's conversation and its timeline (decision 046). Non-viewers get 404, as for the request. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests/:id/timeline',
    {
      schema: {
        tags: TAGS,
        summary: 'Comments, approval decisions and status changes of a request, newest last',
        params: requestIdParams,
        response: { 200: timelineSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getTimeline(app.db, requireViewer(request), request.params.id),
  );

  app.post(
    '/requests/:id/comments',
    {
      schema: {
        tags: TAGS,
        summary: 'Comment on a request (the people on it and the IT desk); tells the others',
        params: requestIdParams,
        body: commentBodySchema,
        response: {
          201: commentEntrySchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const entry = await addComment(app.db, requireViewer(request), request.params.id, request.body.body);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    '/requests/:id/comments/:commentId',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a comment (its author, within 10 minutes of writing it)',
        params: commentParams,
        body: commentBodySchema,
        response: {
          200: commentEntrySchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) =>
      editComment(
        app.db,
        requireViewer(request),
        request.params.id,
        request.params.commentId,
        request.body.body,
      ),
  );

  app.delete(
    '/requests/:id/comments/:commentId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a comment (its author); the timeline keeps "comment removed"',
        params: commentParams,
        response: {
          204: z.null(),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request, reply) => {
      await removeComment(app.db, requireViewer(request), request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );
};
