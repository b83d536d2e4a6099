import { notificationListQuerySchema } from '@portico/domain/notifications/notification-query';
import { notificationListSchema, notificationSchema } from '@portico/domain/notifications/notification-types';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/reader-language';
import { requireViewer } from '../../lib/viewer';
import { listNotifications, markRead } from './notification-service';

const tags = ['notifications'];

/** A person sees and reads only their own notifications; ids of others' are simply not found. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { employeeId } = requireViewer(request);
      const language = await readerLanguage(app.db, employeeId, request.headers['accept-language']);
      return listNotifications(app.db, employeeId, language, request.query);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: z.object({ id: z.uuid({ error: 'Not a valid notification id' }) }),
        response: { 200: notificationSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const { employeeId } = requireViewer(request);
      const language = await readerLanguage(app.db, employeeId, request.headers['accept-language']);
      return markRead(app.db, employeeId, language, request.params.id);
    },
  );
};
