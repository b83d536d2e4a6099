import {
  newsListQuerySchema,
  newsListSchema,
  newsPostSchema,
  visibleNewsSchema,
} from '@portico/domain/news-events/news-dto';
import { newsVisibility } from '@portico/domain/news-events/news-visibility';
import { problemSchema } from '@portico/domain/shared/problem';
import { utcDay } from '@portico/domain/shared/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem';
import { requireViewer } from '../../lib/viewer';
import { calendarFileName, eventCalendar } from './news-calendar';
import { listOwnPosts, listVisiblePosts } from './news-queries';
import { newsCreateBodySchema, newsEditBodySchema, newsIdParams, TAGS } from './news-route-schemas';
import {
  assertAuthor,
  CAROUSEL_LIMIT,
  createPost,
  deletePost,
  getPost,
  POST_NOT_FOUND,
  readablePost,
  toNewsPost,
  updatePost,
} from './news-service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** News & Events: the author's own list and editing (ELT or Admin), reading for everyone. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news-events',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the signed-in author’s own posts (ELT or Admin)',
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema, ...problems },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertAuthor(viewer);
      const { page, pageSize, sort, order, search } = request.query;
      const today = utcDay(new Date());
      const result = await listOwnPosts(
        app.db,
        viewer.employeeId,
        { sort, order, search },
        { page, pageSize },
      );
      return {
        ...result,
        items: result.items.map((row) => ({
          ...row,
          type: row.type as z.infer<typeof newsPostSchema>['type'],
          createdAt: row.createdAt.toISOString(),
          visibility: newsVisibility(row, today),
        })),
      };
    },
  );

  app.get(
    '/news-events/visible',
    {
      schema: {
        tags: TAGS,
        summary: 'Posts visible today (Visible From ≤ today ≤ Visible To), for the dashboard carousel',
        response: { 200: visibleNewsSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const today = utcDay(new Date());
      const rows = await listVisiblePosts(app.db, today, CAROUSEL_LIMIT);
      return { items: rows.map((row) => toNewsPost(row, viewer, today)) };
    },
  );

  app.post(
    '/news-events',
    {
      schema: {
        tags: TAGS,
        summary: 'Publish a post (ELT or Admin); everyone gets a New Announcement when it becomes visible',
        body: newsCreateBodySchema,
        response: { 201: newsPostSchema, ...problems },
      },
    },
    async (request, reply) => {
      const post = await createPost(app.db, requireViewer(request), request.body);
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/news-events/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A post: anyone’s once its window has opened (also after it ends), the author’s own always',
        params: newsIdParams,
        response: { 200: newsPostSchema, ...problems },
      },
    },
    async (request) => getPost(app.db, requireViewer(request), request.params.id),
  );

  app.patch(
    '/news-events/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit one’s own post',
        params: newsIdParams,
        body: newsEditBodySchema,
        response: { 200: newsPostSchema, ...problems },
      },
    },
    async (request) => updatePost(app.db, requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/news-events/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one’s own post, with its announcement',
        params: newsIdParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deletePost(app.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/news-events/:id/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'An Event post as an iCalendar file (RFC 5545) to add to a calendar',
        params: newsIdParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar text'), ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const post = await readablePost(app.db, viewer, request.params.id, new Date());
      if (post.type !== 'Event') throw notFound(POST_NOT_FOUND);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${calendarFileName(post.title)}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(eventCalendar(post, app.config.publicUrl));
    },
  );
};
