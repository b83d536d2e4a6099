import { DOC_TYPES } from '@portico/domain/library/library-constants';
import {
  corporateFormInputSchema,
  trainingDocAdminPageSchema,
  trainingDocAdminQuerySchema,
  trainingDocInputSchema,
} from '@portico/domain/library/library-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAttachmentStore, type AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { requireRole } from '../../lib/viewer';
import { FORMS_ADMIN_REFUSED, TRAINING_ADMIN_REFUSED } from './library-admin-refusals';
import { libraryFileRoutes } from './library-file-routes';
import { listTrainingDocs } from './library-queries';
import { requestLanguage } from '../../lib/reader-language';
import {
  adminCreateCorporateForm,
  adminCreateTrainingDoc,
  adminDeleteLibraryDoc,
  adminUpdateCorporateForm,
  adminUpdateTrainingDoc,
} from './library-admin-service';

export interface LibraryAdminRoutesOptions {
  /** Where the bytes go; the database by default. */
  openStore?: AttachmentStoreFactory;
}

const tags = ['administration'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const idResponse = z.object({ id: z.string() });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };

/**
 * The libraries' administration (Admins): trainings and Covid-19 documents, and corporate forms,
 * each a resource of the shared routes; their files are `library-file-routes.ts`.
 */
export const libraryAdminRoutes: FastifyPluginAsyncZod<LibraryAdminRoutesOptions> = async (app, options) => {
  const deps = { db: app.db, openStore: options.openStore ?? databaseAttachmentStore };

  registerCrudRoutes(app, {
    path: '/admin/training-docs',
    tags,
    problems,
    routeProblems: { update: notFound, remove: notFound },
    viewerOf: (request) => requireRole(request, 'Admin', TRAINING_ADMIN_REFUSED),
    schemas: {
      listQuery: trainingDocAdminQuerySchema,
      list: trainingDocAdminPageSchema,
      saved: idResponse,
      createBody: trainingDocInputSchema,
      editBody: trainingDocInputSchema,
      idParams,
    },
    summaries: {
      list: 'Every training and Covid-19 document, newest first, searched and filtered (Admins)',
      create: 'Add a training or Covid-19 document; a training is announced as New Training (Admins)',
      update: 'Change a training or Covid-19 document (Admins)',
      remove: 'Delete a training or Covid-19 document with its files (Admins)',
    },
    service: {
      list: async (db, _admin, { type, search, ...query }, request) => {
        const page = await listTrainingDocs(db, {
          ...query,
          search: search || undefined,
          language: await requestLanguage(db, request),
          types: type ? [type] : DOC_TYPES,
        });
        return {
          ...page,
          items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        };
      },
      create: async (_db, admin, input) => ({ id: (await adminCreateTrainingDoc(deps, admin, input)).id }),
      update: (_db, admin, id, input) => adminUpdateTrainingDoc(deps, admin, id, input),
      remove: (_db, admin, id) => adminDeleteLibraryDoc(deps, admin, 'training', id),
    },
  });

  registerCrudRoutes(app, {
    path: '/admin/corporate-forms',
    tags,
    problems,
    routeProblems: { update: notFound, remove: notFound },
    viewerOf: (request) => requireRole(request, 'Admin', FORMS_ADMIN_REFUSED),
    schemas: {
      saved: idResponse,
      createBody: corporateFormInputSchema,
      editBody: corporateFormInputSchema,
      idParams,
    },
    summaries: {
      create: 'Add a corporate form (Admins)',
      update: 'Change a corporate form (Admins)',
      remove: 'Delete a corporate form with its files (Admins)',
    },
    service: {
      create: async (_db, admin, input) => ({ id: (await adminCreateCorporateForm(deps, admin, input)).id }),
      update: (_db, admin, id, input) => adminUpdateCorporateForm(deps, admin, id, input),
      remove: (_db, admin, id) => adminDeleteLibraryDoc(deps, admin, 'form', id),
    },
  });

  await app.register(libraryFileRoutes, { deps });
};
