import { meSchema } from '@portico/domain/identity/me';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/problem';
import { getMe } from './me-service';
import { requireViewer } from '../../lib/viewer';

/** GET /api/me: who is signed in, their roles and what the portal lets them see. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in employee with their roles and capabilities',
        response: { 200: meSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const me = await getMe(app.db, requireViewer(request).employeeId);
      if (!me) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return me;
    },
  );
};
