import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemBody, sendProblem } from '../../lib/problem';

const statusSchema = z.object({ status: z.literal('ok') });

/** Liveness says the process answers; readiness says it can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['operations'], response: { 200: statusSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: { tags: ['operations'], response: { 200: statusSchema } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return sendProblem(reply, problemBody(503, 'The database is not reachable.'));
      }
    },
  );
};
