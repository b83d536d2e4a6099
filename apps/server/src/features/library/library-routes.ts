import {
  corporateFormPageSchema,
  corporateFormSchema,
  covidDocPageSchema,
  covidDocsQuerySchema,
  formsQuerySchema,
  trainingDocDetailSchema,
  trainingDocPageSchema,
  trainingDocsQuerySchema,
} from '@portico/domain/library/library-schema';
import { SERVED_CONTENT_TYPES } from '@portico/domain/requests/attachment-rules';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../lib/attachments/attachment-download';
import { databaseAttachmentStore, type AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import { notFound } from '../../lib/problem';
import { requestLanguage } from '../../lib/reader-language';
import { requireViewer } from '../../lib/viewer';
import {
  attachmentsByOwner,
  findCorporateForm,
  findTrainingDoc,
  listCovidDocs,
  listForms,
  listTrainingDocs,
} from './library-queries';
import { DOC_NOT_FOUND, FORM_NOT_FOUND, readLibraryAttachment } from './library-service';

export interface LibraryRoutesOptions {
  /** Where the bytes are; the database by default. */
  openStore?: AttachmentStoreFactory;
}

const tags = ['library'];
const problems = { 400: problemSchema, 401: problemSchema };
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/**
 * The reading side of the Training Library, Covid-19 Protocols and Corporate Forms (spec §2):
 * open to every signed-in employee. The admin screens add their writes on top of the service.
 */
export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (app, options) => {
  const deps = { db: app.db, openStore: options.openStore ?? databaseAttachmentStore };

  app.get(
    '/training-docs',
    {
      schema: {
        tags,
        summary:
          'A page of the Training Library (9 by default), searched and filtered by category and sub-category',
        querystring: trainingDocsQuerySchema,
        response: { 200: trainingDocPageSchema, ...problems },
      },
    },
    async (request) => {
      requireViewer(request);
      const page = await listTrainingDocs(app.db, {
        ...request.query,
        search: request.query.search || undefined,
        language: await requestLanguage(app.db, request),
      });
      return {
        ...page,
        items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  app.get(
    '/training-docs/:id',
    {
      schema: {
        tags,
        summary: 'A training (or Covid-19 document) with its video address and attachments',
        params: idParams,
        response: { 200: trainingDocDetailSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      requireViewer(request);
      const doc = await findTrainingDoc(app.db, request.params.id);
      if (!doc) throw notFound(DOC_NOT_FOUND);
      const attachments = await attachmentsByOwner(app.db, 'trainingDoc', [doc.id]);
      return {
        ...doc,
        hasVideo: Boolean(doc.videoUrl),
        createdAt: doc.createdAt.toISOString(),
        attachments: attachments.get(doc.id) ?? [],
      };
    },
  );

  app.get(
    '/covid-documents',
    {
      schema: {
        tags,
        summary: 'A page of the Covid-19 documents (type Protocol or Form), by name, with their attachments',
        querystring: covidDocsQuerySchema,
        response: { 200: covidDocPageSchema, ...problems },
      },
    },
    async (request) => {
      requireViewer(request);
      const page = await listCovidDocs(app.db, {
        ...request.query,
        search: request.query.search || undefined,
        language: await requestLanguage(app.db, request),
      });
      const attachments = await attachmentsByOwner(
        app.db,
        'trainingDoc',
        page.items.map((doc) => doc.id),
      );
      return {
        ...page,
        items: page.items.map((doc) => ({
          ...doc,
          createdAt: doc.createdAt.toISOString(),
          attachments: attachments.get(doc.id) ?? [],
        })),
      };
    },
  );

  app.get(
    '/corporate-forms',
    {
      schema: {
        tags,
        summary: 'A page of Corporate Forms (9 by default), searched and filtered, each with its attachments',
        querystring: formsQuerySchema,
        response: { 200: corporateFormPageSchema, ...problems },
      },
    },
    async (request) => {
      requireViewer(request);
      const page = await listForms(app.db, {
        ...request.query,
        search: request.query.search || undefined,
        language: await requestLanguage(app.db, request),
      });
      const attachments = await attachmentsByOwner(
        app.db,
        'form',
        page.items.map((form) => form.id),
      );
      return {
        ...page,
        items: page.items.map((form) => ({ ...form, attachments: attachments.get(form.id) ?? [] })),
      };
    },
  );

  app.get(
    '/corporate-forms/:id',
    {
      schema: {
        tags,
        summary: 'A corporate form with its attachments',
        params: idParams,
        response: { 200: corporateFormSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      requireViewer(request);
      const form = await findCorporateForm(app.db, request.params.id);
      if (!form) throw notFound(FORM_NOT_FOUND);
      const attachments = await attachmentsByOwner(app.db, 'form', [form.id]);
      return { ...form, attachments: attachments.get(form.id) ?? [] };
    },
  );

  app.get(
    '/library-attachments/:id',
    {
      schema: {
        tags,
        summary:
          'Download a file of a training, Covid-19 document or form; `inline=1` opens a PDF in the browser',
        params: idParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        produces: [...new Set(Object.values(SERVED_CONTENT_TYPES))],
        response: { 200: z.any().meta({ description: 'The file’s bytes' }), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      const { attachment, bytes } = await readLibraryAttachment(deps, request.params.id);
      return sendAttachment(reply, attachment, bytes, request.query.inline === '1');
    },
  );
};
