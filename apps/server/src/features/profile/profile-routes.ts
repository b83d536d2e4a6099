import { profileSchema, profileUpdateSchema } from '@portico/domain/profile/profile-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hearOwnChanges } from '../../lib/change-bus';
import { requireViewer } from '../../lib/viewer';
import { getProfile, updateProfile } from './profile-service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in employee’s profile',
        response: { 200: profileSchema, 401: problemSchema },
      },
    },
    async (request) => getProfile(app.db, requireViewer(request).employeeId),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Edit the signed-in employee’s title, department, birthdate and About Me',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      const profile = await updateProfile(app.db, requireViewer(request).employeeId, request.body);
      await hearOwnChanges(app.changes, request.log);
      return profile;
    },
  );
};
