import fastifyMultipart from '@fastify/multipart';
import { attachmentListSchema } from '@portico/domain/requests/attachment-access';
import { SERVED_CONTENT_TYPES } from '@portico/domain/requests/attachment-rules';
import { attachmentSchema } from '@portico/domain/requests/request-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  databaseAttachmentStore,
  type AttachmentStoreFactory,
} from '../../../lib/attachments/attachment-store';
import { requireViewer } from '../../../lib/viewer';
import { sendAttachment } from '../../../lib/attachments/attachment-download';
import {
  addAttachment,
  assertCanChangeAttachments,
  listAttachments,
  readAttachment,
  removeAttachment,
} from './attachment-service';
import { FILE_FIELD, readUpload, UPLOAD_LIMITS } from '../../../lib/attachments/attachment-upload';

export interface AttachmentRoutesOptions {
  /** Where the bytes go; the database by default. */
  openStore?: AttachmentStoreFactory;
}

const tags = ['request-attachments'];
const requestParams = z.object({ id: z.uuid({ error: 'Not a valid request id' }) });
const attachmentParams = requestParams.extend({
  attachmentId: z.uuid({ error: 'Not a valid attachment id' }),
});
/** Documents the multipart body in OpenAPI; the file itself is read from the stream. */
const uploadBody = z
  .object({ [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The file (15 MB at most)' }) })
  .nullish();

export const attachmentRoutes: FastifyPluginAsyncZod<AttachmentRoutesOptions> = async (app, options) => {
  // Multipart is parsed only here (this plugin is encapsulated): every other route keeps
  // refusing multipart bodies, and busboy enforces the size limit while the bytes stream in.
  // Any other body is left unread and refused by the upload itself with the form's kind of
  // message, instead of a parser's ("Unsupported Media Type", "Body is not valid JSON").
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.db, openStore: options.openStore ?? databaseAttachmentStore };

  app.post(
    '/requests/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Attach a file to a request (multipart field "file")',
        description:
          'Allowed extensions: doc, docx, xls, xlsx, ppt, pdf, bmp, jpg, jpeg, png, gif, ai, eps; at most ' +
          '15,728,640 bytes; the content must match the extension.',
        consumes: ['multipart/form-data'],
        params: requestParams,
        body: uploadBody,
        response: {
          201: attachmentSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          413: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await assertCanChangeAttachments(app.db, request.params.id, viewer);
      const upload = await readUpload(request, reply);
      const attachment = await addAttachment(deps, request.params.id, viewer, upload);
      return reply.status(201).send(attachment);
    },
  );

  app.get(
    '/requests/:id/attachments',
    {
      schema: {
        tags,
        summary: 'A request’s attachments, oldest first',
        params: requestParams,
        response: { 200: attachmentListSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => ({ items: await listAttachments(app.db, request.params.id, requireViewer(request)) }),
  );

  app.get(
    '/requests/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Download an attachment; `inline=1` opens a PDF in the browser’s viewer',
        params: attachmentParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        produces: [...new Set(Object.values(SERVED_CONTENT_TYPES))],
        response: {
          200: z.any().meta({ description: 'The file’s bytes' }),
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const { attachment, bytes } = await readAttachment(deps, id, attachmentId, requireViewer(request));
      return sendAttachment(reply, attachment, bytes, request.query.inline === '1');
    },
  );

  app.delete(
    '/requests/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove an attachment and its bytes (not one present at an approval decision)',
        params: attachmentParams,
        response: {
          204: z.null().meta({ description: 'Removed' }),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      await removeAttachment(deps, id, attachmentId, requireViewer(request));
      return reply.status(204).send(null);
    },
  );
};
