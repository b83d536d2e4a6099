import {
  requestListQuerySchema,
  requestListSchema,
  requestSummarySchema,
} from '@portico/domain/requests/request-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/viewer';
import { requestsCsv } from './request-csv';
import { allRequestsInBatches, listRequests, requestSummary } from './request-list-service';
import { TAGS } from './request-route-schemas';
import { assertViewAllowed, listOrder, sortQuery } from './request-views';
import { requestTexts } from '../../lib/reader-language';
import { csvDownloadHeaders } from '../../lib/csv-export';

const listQuery = requestListQuerySchema.extend(sortQuery);
const exportQuery = requestListQuerySchema.omit({ page: true, pageSize: true }).extend(sortQuery);

/** The request lists (tabs, type lists, ranking, IT desk), their counts and the CSV export. */
export const requestListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/requests',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of requests: mine, approvals, projects (ELT), ranking, or desk (Admin)',
        querystring: listQuery,
        response: { 200: requestListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { view, type, status, search, page, pageSize, sort, order } = request.query;
      assertViewAllowed(view, viewer);
      return listRequests(
        app.db,
        viewer,
        { view, viewerId: viewer.employeeId, type, status, search },
        listOrder(view, sort, order),
        { page, pageSize },
      );
    },
  );

  app.get(
    '/requests/summary',
    {
      schema: {
        tags: TAGS,
        summary: 'Open requests of mine (dashboard tile) and approvals waiting (tab badge)',
        response: { 200: requestSummarySchema, 401: problemSchema },
      },
    },
    async (request) => requestSummary(app.db, requireViewer(request).employeeId),
  );

  app.get(
    '/requests/export.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Every request of a list as CSV, formula-leading cells escaped',
        querystring: exportQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV with a header row'),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { view, type, status, search, sort, order } = request.query;
      assertViewAllowed(view, viewer);
      const batches = allRequestsInBatches(
        app.db,
        viewer,
        { view, viewerId: viewer.employeeId, type, status, search },
        listOrder(view, sort, order),
      );
      const { fileName, csv } = requestsCsv(view, batches, await requestTexts(app.db, request));
      // A stream is sent as it is, never serialised; the schema documents the text it carries.
      return reply.headers(csvDownloadHeaders(fileName)).send(csv as unknown as string);
    },
  );
};
