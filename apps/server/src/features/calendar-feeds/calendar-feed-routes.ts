import {
  calendarFeedStatusSchema,
  newCalendarFeedSchema,
} from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_FEEDS_PATH } from '../../lib/request-paths';
import { requireViewer } from '../../lib/viewer';
import { createFeed, feedCalendar, feedStatus, removeFeed } from './calendar-feed-service';

const TAGS = ['calendar-feeds'];
/** The feeds' path under /api, where this plugin is mounted. */
const FEEDS = CALENDAR_FEEDS_PATH.slice('/api'.length);

/**
 * A person's calendar feed (issue 29, decision 056): the address calendar apps subscribe to,
 * opened by its secret alone, and the signed-in person's own routes to make, reset and end it.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${FEEDS}/:token.ics`,
    {
      // Calendar apps read it without a session: the secret in the address is the permission.
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary:
          'A person’s calendar feed (iCalendar, RFC 5545) by its secret address: their own time away and the Event posts they may read, in their site’s time zone',
        params: z.object({ token: z.string() }),
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar text'), 404: problemSchema },
      },
    },
    async (request, reply) => {
      const calendar = await feedCalendar(app.db, request.params.token, app.config);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="calendar.ics"')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(calendar);
    },
  );

  app.get(
    '/me/calendar-feed',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the signed-in person has a calendar feed, and since when (never its address)',
        response: { 200: calendarFeedStatusSchema, 401: problemSchema },
      },
    },
    async (request) => feedStatus(app.db, requireViewer(request).employeeId),
  );

  app.post(
    '/me/calendar-feed',
    {
      schema: {
        tags: TAGS,
        summary:
          'Make the signed-in person’s calendar feed, or a new address for it (the old one stops working at once); the address is told this once',
        response: { 201: newCalendarFeedSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const feed = await createFeed(app.db, requireViewer(request).employeeId, app.config.publicUrl);
      return reply.status(201).header('Cache-Control', 'no-store').send(feed);
    },
  );

  app.delete(
    '/me/calendar-feed',
    {
      schema: {
        tags: TAGS,
        summary: 'Turn the signed-in person’s calendar feed off: its address stops working',
        response: { 204: z.null(), 401: problemSchema },
      },
    },
    async (request, reply) => {
      await removeFeed(app.db, requireViewer(request).employeeId);
      return reply.status(204).send(null);
    },
  );
};
