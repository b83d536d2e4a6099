import { WALL_OF_WOW_IMAGE_PATH, wallOfWowSchema } from '@portico/domain/wall-of-wow/wall-of-wow';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLatestWallOfWow } from './wall-of-wow-queries';

export const wallOfWowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wall-of-wow/current',
    {
      schema: {
        tags: ['wall-of-wow'],
        summary: 'The latest month’s Wall of Wow, or null before the first one',
        response: { 200: z.object({ wallOfWow: wallOfWowSchema.nullable() }), 401: problemSchema },
      },
    },
    async () => {
      const row = await findLatestWallOfWow(app.db);
      if (!row) return { wallOfWow: null };
      const { imageName, ...wow } = row;
      return { wallOfWow: { ...wow, imageUrl: `${WALL_OF_WOW_IMAGE_PATH}${imageName}` } };
    },
  );
};
