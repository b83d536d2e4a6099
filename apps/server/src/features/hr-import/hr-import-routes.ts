import {
  importKindSchema,
  MAX_IMPORT_CHARACTERS,
  NOT_VALIDATED,
} from '@portico/domain/hr-import/import-files';
import {
  applyBodySchema,
  importBodySchema,
  importReportSchema,
  importResultSchema,
} from '@portico/domain/hr-import/import-report';
import { todayIn } from '@portico/domain/calendar/site-calendar';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemBody, PROBLEM_CONTENT_TYPE } from '../../lib/problem';
import { requireViewer } from '../../lib/viewer';
import { hearOwnChanges } from '../../lib/change-bus';
import {
  applyImport,
  assertCanImport,
  ImportRefused,
  importActorOf,
  validateImport,
} from './hr-import-service';

const tags = ['hr-import'];
const params = z.object({ kind: importKindSchema });
/** The file travels as JSON text; escaping can double it (quotes, line ends). */
const BODY_LIMIT = 2 * MAX_IMPORT_CHARACTERS + 1024;
const refusedSchema = problemSchema.extend({ report: importReportSchema });

/**
 * The HR import (docs/hr-import.md): check a CSV export and report its problems, writing
 * nothing; then apply the same file in one transaction. HR and Admin only.
 */
export const hrImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated, so nobody else learns anything from the answer.
  app.addHook('preValidation', async (request) => assertCanImport(requireViewer(request)));

  app.post(
    '/hr-import/:kind/check',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Check a CSV file (employees, time-away or allocations) and report every problem; writes nothing',
        params,
        body: importBodySchema,
        response: {
          200: importReportSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          413: problemSchema,
        },
      },
    },
    async (request) =>
      validateImport(app.db, request.params.kind, request.body.csv, importActorOf(requireViewer(request))),
  );

  app.post(
    '/hr-import/:kind/apply',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Apply a checked CSV file in one transaction: all of it or, with any problem, nothing',
        description:
          'Send the same text with the `fileHash` the check returned (409 otherwise). The file is checked ' +
          'again; with any problem the answer is 422 with the report and nothing is written.',
        params,
        body: applyBodySchema,
        response: {
          200: importResultSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          409: problemSchema,
          413: problemSchema,
          422: refusedSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await applyImport(
          app.db,
          request.params.kind,
          request.body.csv,
          request.body.fileHash,
          importActorOf(requireViewer(request)),
          todayIn(app.config.portalTimeZone, new Date()),
        );
        await hearOwnChanges(app.changes, request.log);
        return result;
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        return reply
          .status(422)
          .type(PROBLEM_CONTENT_TYPE)
          .send({ ...problemBody(422, NOT_VALIDATED), report: error.report });
      }
    },
  );
};
