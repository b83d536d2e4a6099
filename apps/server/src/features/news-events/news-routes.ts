import {
  newsListQuerySchema,
  newsListSchema,
  newsPostSchema,
  visibleNewsSchema,
} from '@portico/domain/news-events/news-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { notFound } from '../../lib/problem';
import { todayOf } from '../../lib/person-day';
import { requireViewer } from '../../lib/viewer';
import { calendarFileName, eventCalendar } from './news-calendar';
import { listVisiblePosts } from './news-queries';
import { newsCreateBodySchema, newsEditBodySchema, newsIdParams, TAGS } from './news-route-schemas';
import {
  CAROUSEL_LIMIT,
  createPost,
  deletePost,
  getPost,
  listAuthorPosts,
  POST_NOT_FOUND,
  readablePost,
  toNewsPost,
  updatePost,
} from './news-service';
import { requestLanguage } from '../../lib/reader-language';
import { shownIn } from '@portico/domain/language/bilingual';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** News & Events: the author's own list and editing (ELT or Admin), reading for everyone. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = { portalTimeZone: app.config.portalTimeZone };
  registerCrudRoutes(app, {
    path: '/news-events',
    tags: TAGS,
    problems,
    schemas: {
      listQuery: newsListQuerySchema,
      list: newsListSchema,
      item: newsPostSchema,
      createBody: newsCreateBodySchema,
      editBody: newsEditBodySchema,
      idParams: newsIdParams,
    },
    summaries: {
      list: 'A page of the signed-in author’s own posts (ELT or Admin)',
      create: 'Publish a post (ELT or Admin); everyone gets a New Announcement when it becomes visible',
      get: 'A post: anyone’s once its window has opened (also after it ends), the author’s own always',
      update: 'Edit one’s own post',
      remove: 'Delete one’s own post, with its announcement',
    },
    service: {
      list: async (db, viewer, query, request) =>
        listAuthorPosts(db, viewer, await requestLanguage(db, request), query),
      create: (db, viewer, input) => createPost(db, viewer, input, clock),
      get: getPost,
      update: (db, viewer, id, input) => updatePost(db, viewer, id, input, clock),
      remove: deletePost,
    },
  });

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
      const today = todayOf(viewer);
      const rows = await listVisiblePosts(app.db, today, CAROUSEL_LIMIT);
      return { items: rows.map((row) => toNewsPost(row, viewer, today)) };
    },
  );

  app.get(
    '/news-events/:id/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary:
          'An Event post as an iCalendar file (RFC 5545) to add to a calendar, in the reader’s time zone',
        params: newsIdParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar text'), ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const post = await readablePost(app.db, viewer, request.params.id, new Date());
      if (post.type !== 'Event') throw notFound(POST_NOT_FOUND);
      const language = await requestLanguage(app.db, request);
      const { title } = shownIn(post, ['title'], language).texts;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${calendarFileName(title)}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(eventCalendar(post, app.config.publicUrl, viewer.calendar.timeZone, language));
    },
  );
};
