import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { problemBody, sendProblem } from '../../lib/problem';

const statusSchema = z.object({ status: z.literal('ok') });

/**
 * A load balancer's check gives up after a few seconds; a database that does not answer is
 * reported before then, whatever the connection timeout.
 */
const READY_DEADLINE_MS = 2_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Liveness says the process answers; readiness says it can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (for the container platform)',
        response: { 200: statusSchema },
      },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: migrated and the database answers (503 otherwise)',
        response: { 200: statusSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await withDeadline(app.database.ping(), READY_DEADLINE_MS);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendProblem(reply, problemBody(503, 'The database is not reachable.'));
      }
    },
  );
};
