import { publicConfigSchema } from '@portico/domain/config/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the sign-in and unknown-user screens need before anyone is signed in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-config',
    {
      // Every load of the sign-in screens asks for it, a whole office at once; it reads only
      // settings, as cheap as a static file, so it is not rate limited.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['configuration'],
        summary: 'What the sign-in screens need before sign-in: the portal’s and the provider’s names',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      directoryName: app.config.directoryName,
      identityProviderName: app.config.identityProviderName,
      copyright: `Copyright © 2021 ${app.config.directoryName}. All rights reserved.`,
    }),
  );
};
