import fastifyMultipart from '@fastify/multipart';
import { DOC_TYPES } from '@portico/domain/library/library-constants';
import {
  libraryAttachmentSchema,
  trainingDocAdminPageSchema,
  trainingDocAdminQuerySchema,
  trainingDocInputSchema,
  corporateFormInputSchema,
} from '@portico/domain/library/library-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAttachmentStore, type AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import { FILE_FIELD, readUpload, UPLOAD_LIMITS } from '../../lib/attachments/attachment-upload';
import { onlyRole, requireRole } from '../../lib/viewer';
import { listTrainingDocs } from './library-queries';
import {
  adminAddLibraryFile,
  adminCreateCorporateForm,
  adminCreateTrainingDoc,
  adminDeleteLibraryDoc,
  adminRemoveLibraryFile,
  adminUpdateCorporateForm,
  adminUpdateTrainingDoc,
  type LibraryKind,
} from './library-admin-service';

export interface LibraryAdminRoutesOptions {
  /** Where the bytes go; the database by default. */
  openStore?: AttachmentStoreFactory;
}

export const TRAINING_ADMIN_REFUSED = 'Only Admins can manage the Training Library.';
export const FORMS_ADMIN_REFUSED = 'Only Admins can manage Corporate Forms.';
const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const attachmentParams = idParams.extend({ attachmentId: z.uuid({ error: 'Not a valid attachment id' }) });
const idResponse = z.object({ id: z.string() });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const uploadBody = z
  .object({ [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The file (15 MB at most)' }) })
  .nullish();

/** The libraries' administration: trainings, Covid-19 documents and corporate forms (Admins). */
export const libraryAdminRoutes: FastifyPluginAsyncZod<LibraryAdminRoutesOptions> = async (app, options) => {
  const deps = { db: app.db, openStore: options.openStore ?? databaseAttachmentStore };

  app.get(
    '/admin/training-docs',
    {
      preValidation: onlyRole('Admin', TRAINING_ADMIN_REFUSED),
      schema: {
        tags,
        summary: 'Every training and Covid-19 document, newest first, searched and filtered (Admins)',
        querystring: trainingDocAdminQuerySchema,
        response: { 200: trainingDocAdminPageSchema, ...problems },
      },
    },
    async (request) => {
      requireRole(request, 'Admin', TRAINING_ADMIN_REFUSED);
      const { type, search, ...query } = request.query;
      const page = await listTrainingDocs(app.db, {
        ...query,
        search: search || undefined,
        types: type ? [type] : DOC_TYPES,
      });
      return {
        ...page,
        items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  const KIND_ROUTES = [
    {
      kind: 'training',
      base: '/admin/training-docs',
      noun: 'a training or Covid-19 document',
      refusal: TRAINING_ADMIN_REFUSED,
    },
    { kind: 'form', base: '/admin/corporate-forms', noun: 'a corporate form', refusal: FORMS_ADMIN_REFUSED },
  ] as const;

  app.post(
    '/admin/training-docs',
    {
      preValidation: onlyRole('Admin', TRAINING_ADMIN_REFUSED),
      schema: {
        tags,
        summary: 'Add a training or Covid-19 document; a training is announced as New Training (Admins)',
        body: trainingDocInputSchema,
        response: { 201: idResponse, ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireRole(request, 'Admin', TRAINING_ADMIN_REFUSED);
      const created = await adminCreateTrainingDoc(deps, viewer, request.body);
      return reply.status(201).send({ id: created.id });
    },
  );

  app.patch(
    '/admin/training-docs/:id',
    {
      preValidation: onlyRole('Admin', TRAINING_ADMIN_REFUSED),
      schema: {
        tags,
        summary: 'Change a training or Covid-19 document (Admins)',
        params: idParams,
        body: trainingDocInputSchema,
        response: { 200: idResponse, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'Admin', TRAINING_ADMIN_REFUSED);
      return adminUpdateTrainingDoc(deps, viewer, request.params.id, request.body);
    },
  );

  app.post(
    '/admin/corporate-forms',
    {
      preValidation: onlyRole('Admin', FORMS_ADMIN_REFUSED),
      schema: {
        tags,
        summary: 'Add a corporate form (Admins)',
        body: corporateFormInputSchema,
        response: { 201: idResponse, ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireRole(request, 'Admin', FORMS_ADMIN_REFUSED);
      const created = await adminCreateCorporateForm(deps, viewer, request.body);
      return reply.status(201).send({ id: created.id });
    },
  );

  app.patch(
    '/admin/corporate-forms/:id',
    {
      preValidation: onlyRole('Admin', FORMS_ADMIN_REFUSED),
      schema: {
        tags,
        summary: 'Change a corporate form (Admins)',
        params: idParams,
        body: corporateFormInputSchema,
        response: { 200: idResponse, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'Admin', FORMS_ADMIN_REFUSED);
      return adminUpdateCorporateForm(deps, viewer, request.params.id, request.body);
    },
  );

  for (const { kind, base, noun, refusal } of KIND_ROUTES) {
    app.delete(
      `${base}/:id`,
      {
        preValidation: onlyRole('Admin', refusal),
        schema: {
          tags,
          summary: `Delete ${noun} with its files (Admins)`,
          params: idParams,
          response: { 204: z.null().meta({ description: 'Deleted' }), ...problems, 404: problemSchema },
        },
      },
      async (request, reply) => {
        const viewer = requireRole(request, 'Admin', refusal);
        await adminDeleteLibraryDoc(deps, viewer, kind as LibraryKind, request.params.id);
        return reply.status(204).send(null);
      },
    );

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
        await adminRemoveLibraryFile(deps, viewer, kind as LibraryKind, id, attachmentId);
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
          const attachment = await adminAddLibraryFile(
            deps,
            viewer,
            kind as LibraryKind,
            request.params.id,
            upload,
          );
          return reply.status(201).send(attachment);
        },
      );
    }
  });
};
