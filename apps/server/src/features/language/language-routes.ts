import { languageSchema } from '@portico/domain/language/language-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hearOwnChanges } from '../../lib/change-bus';
import { requireViewer } from '../../lib/viewer';
import { saveLanguage } from './language-queries';

/**
 * The language a person reads the portal in (issue 30): chosen in the header or on the login
 * page, kept on the person, so every browser they use and everything the portal sends them
 * speaks it (docs/translations.md).
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/language',
    {
      schema: {
        tags: ['identity'],
        summary: 'Set the language the signed-in person reads the portal in: en-CA or fr-CA',
        body: z.object({ language: languageSchema }),
        response: { 204: z.null(), 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      await saveLanguage(app.db, requireViewer(request).employeeId, request.body.language);
      // The next /api/me, on whichever server, answers the new language.
      await hearOwnChanges(app.changes, request.log);
      return reply.status(204).send(null);
    },
  );
};
