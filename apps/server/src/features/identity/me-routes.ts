import { meSchema } from '@portico/domain/identity/me';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/problem';
import { requireViewer } from '../../lib/viewer';
import { getMe } from './me-service';

/** GET /api/me: who is signed in, their roles and what the portal lets them see. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.identityCache;

  /**
   * The answer as sent: checked against its schema and written out once, then kept for a few
   * seconds (identity-cache.ts), since every page asks for it.
   */
  async function meBody(employeeId: string): Promise<string | undefined> {
    const cached = cache.me(employeeId, Date.now());
    if (cached) return cached;
    const generation = cache.generation;
    const me = await getMe(app.db, employeeId, app.config.portalTimeZone);
    if (!me) return undefined;
    const body = JSON.stringify(meSchema.parse(me));
    cache.keepMe(employeeId, body, generation, Date.now());
    return body;
  }

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
      const body = await meBody(requireViewer(request).employeeId);
      if (!body) throw unauthorized();
      // Already checked against meSchema and written as JSON: a string sent as JSON is not
      // serialized again, which the route's type cannot say.
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return reply.send(body as never);
    },
  );
};
