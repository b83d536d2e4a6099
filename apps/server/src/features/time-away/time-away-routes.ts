import { problemSchema } from '@portico/domain/shared/problem';
import { myTimeAwaySchema, whosOutSchema } from '@portico/domain/time-away/time-away-dto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayOfViewer } from '../../lib/person-day';
import { requireViewer } from '../../lib/viewer';
import { getMyTimeAway, getWhosOut } from './time-away-service';

const TAGS = ['time-away'];

/** My Time Away (spec §2, §6) and the dashboard's Who's out. */
export const timeAwayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time-away/mine',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in person’s time away: the totals table and the Booked and Taken lists',
        response: { 200: myTimeAwaySchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getMyTimeAway(app.db, requireViewer(request)),
  );

  app.get(
    '/time-away/out',
    {
      schema: {
        tags: TAGS,
        summary:
          'People in the signed-in person’s view away today and the rest of this week (to Sunday; to Saturday where the week is Sunday to Thursday), by their site’s day',
        response: { 200: whosOutSchema, 401: problemSchema },
      },
    },
    async (request) => getWhosOut(app.db, requireViewer(request), todayOfViewer(request)),
  );
};
