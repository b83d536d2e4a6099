import { IMAGE_CONTENT_TYPES } from '@portico/domain/wall-of-wow/wall-of-wow-image-rules';
import { wallOfWowSchema } from '@portico/domain/wall-of-wow/wall-of-wow';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../lib/attachments/attachment-download';
import { databaseAttachmentStore, type AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import { notFound } from '../../lib/problem';
import { todayOfViewer } from '../../lib/person-day';
import { findLatestWallOfWow, findUploadedImage } from './wall-of-wow-queries';

export interface WallOfWowRoutesOptions {
  /** Where the pictures' bytes are; the database by default. */
  openStore?: AttachmentStoreFactory;
}

const NO_PICTURE = 'This Wall of Wow entry has no uploaded picture.';

export const wallOfWowRoutes: FastifyPluginAsyncZod<WallOfWowRoutesOptions> = async (app, options) => {
  const openStore = options.openStore ?? databaseAttachmentStore;

  app.get(
    '/wall-of-wow/current',
    {
      schema: {
        tags: ['wall-of-wow'],
        summary: 'The latest month’s Wall of Wow, or null before the first one',
        response: { 200: z.object({ wallOfWow: wallOfWowSchema.nullable() }), 401: problemSchema },
      },
    },
    async (request) => {
      const row = await findLatestWallOfWow(app.db, todayOfViewer(request));
      if (!row) return { wallOfWow: null };
      const { imageName: _fileName, ...wow } = row;
      return { wallOfWow: wow };
    },
  );

  app.get(
    '/wall-of-wow/:id/image',
    {
      schema: {
        tags: ['wall-of-wow'],
        summary: 'An entry’s uploaded picture (served as the other files are: a download, nosniff)',
        params: z.object({ id: z.uuid({ error: 'Not a valid id' }) }),
        produces: [...new Set(Object.values(IMAGE_CONTENT_TYPES))],
        response: {
          200: z.any().meta({ description: 'The picture’s bytes' }),
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await findUploadedImage(app.db, request.params.id);
      const bytes = image && (await openStore(app.db).get(image.storageKey));
      if (!image || !bytes) throw notFound(NO_PICTURE);
      // Its own stored name, never a path; an <img> shows it despite `attachment`.
      return sendAttachment(reply, image, bytes, false);
    },
  );
};
