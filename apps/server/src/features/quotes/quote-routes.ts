import { quoteSchema } from '@portico/domain/quotes/quote-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findRandomQuote } from './quote-queries';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/random',
    {
      schema: {
        tags: ['quotes'],
        summary: 'A random motivational quote for the loading screen, or null when there are none',
        response: { 200: z.object({ quote: quoteSchema.nullable() }) },
      },
    },
    async () => ({ quote: (await findRandomQuote(app.db)) ?? null }),
  );
};
