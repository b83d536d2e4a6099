import fastifyMultipart from '@fastify/multipart';
import { problemSchema } from '@portico/domain/shared/problem';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  IMAGE_SNIFFED_TYPES,
  INVALID_IMAGE,
} from '@portico/domain/wall-of-wow/wall-of-wow-image-rules';
import {
  wallOfWowAdminPageSchema,
  wallOfWowAdminQuerySchema,
  wallOfWowAdminRowSchema,
  wallOfWowInputSchema,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAttachmentStore, type AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import {
  FILE_FIELD,
  readUpload,
  UPLOAD_LIMITS,
  type UploadRules,
} from '../../lib/attachments/attachment-upload';
import { notFound } from '../../lib/problem';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { requireRole } from '../../lib/viewer';
import {
  createWallOfWow,
  deleteWallOfWow,
  setWallOfWowImage,
  updateWallOfWow,
  WALL_OF_WOW_NOT_FOUND,
} from './wall-of-wow-admin-service';
import { findWallOfWow, listWallOfWow } from './wall-of-wow-queries';
import { requestLanguage } from '../../lib/reader-language';

export interface WallOfWowAdminRoutesOptions {
  /** Where the pictures' bytes go; the database by default. */
  openStore?: AttachmentStoreFactory;
}

export const WALL_OF_WOW_ADMIN_REFUSED = 'Only Admins can manage the Wall of Wow.';

/** The picture: jpg, jpeg, png, webp or gif, checked by extension and by content. */
export const IMAGE_RULES: UploadRules = {
  extensions: IMAGE_EXTENSIONS,
  sniffedTypes: IMAGE_SNIFFED_TYPES,
  contentTypes: IMAGE_CONTENT_TYPES,
  invalidFile: INVALID_IMAGE,
};

const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const idResponse = z.object({ id: z.string() });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const uploadBody = z
  .object({ [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The picture (15 MB at most)' }) })
  .nullish();

/** `/admin/wall-of-wow` (Admins): the months' winners and their pictures; every change audited. */
export const wallOfWowAdminRoutes: FastifyPluginAsyncZod<WallOfWowAdminRoutesOptions> = async (
  app,
  options,
) => {
  const deps = { db: app.db, openStore: options.openStore ?? databaseAttachmentStore };
  // Before the query or body is validated, so nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => {
    requireRole(request, 'Admin', WALL_OF_WOW_ADMIN_REFUSED);
  });

  registerCrudRoutes(app, {
    path: '/admin/wall-of-wow',
    tags,
    problems,
    routeProblems: {
      get: { 404: problemSchema },
      create: { 409: problemSchema },
      update: { 404: problemSchema, 409: problemSchema },
      remove: { 404: problemSchema },
    },
    viewerOf: (request) => requireRole(request, 'Admin', WALL_OF_WOW_ADMIN_REFUSED),
    schemas: {
      listQuery: wallOfWowAdminQuerySchema,
      list: wallOfWowAdminPageSchema,
      item: wallOfWowAdminRowSchema,
      saved: idResponse,
      createBody: wallOfWowInputSchema,
      editBody: wallOfWowInputSchema,
      idParams,
    },
    summaries: {
      list: 'Every Wall of Wow entry, newest month first, searched by winner, nominator or value (Admins)',
      get: 'One Wall of Wow entry, for its form (Admins)',
      create: 'Add a month’s Wall of Wow; its picture is uploaded next (Admins)',
      update: 'Change a Wall of Wow entry (Admins)',
      remove: 'Delete a Wall of Wow entry with its picture (Admins)',
    },
    service: {
      list: async (db, _admin, query, request) =>
        listWallOfWow(db, query, await requestLanguage(db, request)),
      get: async (db, _admin, id) => {
        const entry = await findWallOfWow(db, id);
        if (!entry) throw notFound(WALL_OF_WOW_NOT_FOUND);
        return entry;
      },
      create: (_db, admin, input) => createWallOfWow(deps, admin, input),
      update: (_db, admin, id, input) => updateWallOfWow(deps, admin, id, input),
      remove: (_db, admin, id) => deleteWallOfWow(deps, admin, id),
    },
  });

  // The upload alone parses multipart, in its own encapsulated scope, as the attachments do.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/admin/wall-of-wow/:id/image',
      {
        schema: {
          tags,
          summary:
            'Set an entry’s picture: jpg, jpeg, png, webp or gif, 15 MB at most (multipart field "file"; Admins)',
          consumes: ['multipart/form-data'],
          params: idParams,
          body: uploadBody,
          response: { 200: wallOfWowAdminRowSchema, ...problems, 404: problemSchema, 413: problemSchema },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'Admin', WALL_OF_WOW_ADMIN_REFUSED);
        const { id } = request.params;
        // An unknown entry is 404 before its body is read.
        if (!(await findWallOfWow(app.db, id))) throw notFound(WALL_OF_WOW_NOT_FOUND);
        const upload = await readUpload(request, reply, IMAGE_RULES);
        await setWallOfWowImage(deps, actor, id, upload);
        return (await findWallOfWow(app.db, id))!;
      },
    );
  });
};
