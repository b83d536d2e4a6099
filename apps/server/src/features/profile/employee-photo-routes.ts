import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem';
import { findEmployeePhoto } from './profile-queries';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Photos are visible to every signed-in colleague, as in the directory. */
export const employeePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees/:id/photo',
    {
      schema: {
        tags: ['profile'],
        summary: 'An employee’s profile photo',
        params: z.object({ id: z.uuid({ error: 'Not a valid employee id' }) }),
        response: { 200: z.any(), 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const row = await findEmployeePhoto(app.db, request.params.id);
      if (!row?.photo || !row.contentType || !PHOTO_TYPES.has(row.contentType)) {
        throw notFound('This employee has no photo.');
      }
      return reply
        .type(row.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(row.photo));
    },
  );
};
