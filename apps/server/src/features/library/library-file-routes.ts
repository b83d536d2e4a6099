import fastifyMultipart from '@fastify/multipart';
import { libraryAttachmentSchema } from '@portico/domain/library/library-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_FIELD, readUpload, UPLOAD_LIMITS } from '../../lib/attachments/attachment-upload';
import { onlyRole, requireRole } from '../../lib/viewer';
import { FORMS_ADMIN_REFUSED, TRAINING_ADMIN_REFUSED } from './library-admin-refusals';
import { adminAddLibraryFile, adminRemoveLibraryFile, type LibraryKind } from './library-admin-service';
import type { LibraryDeps } from './library-service';

const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const attachmentParams = idParams.extend({ attachmentId: z.uuid({ error: 'Not a valid attachment id' }) });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const uploadBody = z
  .object({ [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The file (15 MB at most)' }) })
  .nullish();

const KIND_ROUTES = [
  {
    kind: 'training',
    base: '/admin/training-docs',
    noun: 'a training or Covid-19 document',
    refusal: TRAINING_ADMIN_REFUSED,
  },
  { kind: 'form', base: '/admin/corporate-forms', noun: 'a corporate form', refusal: FORMS_ADMIN_REFUSED },
] as const satisfies readonly { kind: LibraryKind; base: string; noun: string; refusal: string }[];

/** The files of the libraries' documents (Admins): attaching one, and removing one. */
export const libraryFileRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (app, { deps }) => {
  for (const { kind, base, noun, refusal } of KIND_ROUTES) {
    app.delete(
      `${base}/:id/attachments/:attachmentId`,
      {
        preValidation: onlyRole('Admin', refusal),
        schema: {
          tags,
          summary: `Remove a file of ${noun} (Admins)`,
          params: attachmentParams,
          response: { 204: z.null().meta({ description: 'Removed' }), ...problems, 404: problemSchema },
        },
      },
      async (request, reply) => {
        const viewer = requireRole(request, 'Admin', refusal);
        const { id, attachmentId } = request.params;
        await adminRemoveLibraryFile(deps, viewer, kind, id, attachmentId);
        return reply.status(204).send(null);
      },
    );
  }

  // The uploads alone parse multipart, in their own encapsulated scope, as the request attachments do.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    for (const { kind, base, noun, refusal } of KIND_ROUTES) {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        `${base}/:id/attachments`,
        {
          preValidation: onlyRole('Admin', refusal),
          schema: {
            tags,
            summary: `Attach a file to ${noun} (multipart field "file"; Admins)`,
            consumes: ['multipart/form-data'],
            params: idParams,
            body: uploadBody,
            response: { 201: libraryAttachmentSchema, ...problems, 404: problemSchema, 413: problemSchema },
          },
        },
        async (request, reply) => {
          const viewer = requireRole(request, 'Admin', refusal);
          const upload = await readUpload(request, reply);
          return reply
            .status(201)
            .send(await adminAddLibraryFile(deps, viewer, kind, request.params.id, upload));
        },
      );
    }
  });
};
