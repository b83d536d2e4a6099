import {
  pageViewBodySchema,
  pageViewResultSchema,
  portalMetricsSchema,
  portalTimeQuerySchema,
  VISITORS_CSV_FILE,
  visitorsExportQuerySchema,
  visitorsPageSchema,
  visitorsQuerySchema,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import { featureAreaOf } from '@portico/domain/portal-metrics/feature-areas';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders, csvStream } from '../../lib/csv-export';
import { pagedList } from '../../lib/paged-list';
import { requireViewer } from '../../lib/viewer';
import { recordPageView } from './page-view-queries';
import { countVisitors, listVisitors } from './portal-metrics-queries';
import { getPortalMetrics, requirePortalMetrics, viewersPeriod } from './portal-metrics-service';
import { parseUserAgent } from './user-agent';
import { VISITORS_CSV_COLUMNS } from './visitors-csv';
import { requestTexts } from '../../lib/reader-language';

const TAGS = ['portal-metrics'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const EXPORT_BATCH = 5000;

/**
 * Employee Portal Metrics (spec §2 /EmployeePortalLogs, §3 portal logs response, §4 logs
 * filter): the page views the web app reports, and the metrics read from them by ELT and Admin.
 */
export const portalMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/portal-metrics/page-views',
    {
      schema: {
        tags: TAGS,
        summary:
          'Record a page view of the signed-in person, and a visit when their last one is 30 minutes old or more',
        body: pageViewBodySchema,
        response: { 200: pageViewResultSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return recordPageView(app.db, {
        employeeId: viewer.employeeId,
        area: featureAreaOf(request.body.path),
        ...parseUserAgent(request.headers['user-agent']),
        at: new Date(),
      });
    },
  );

  app.get(
    '/portal-metrics',
    {
      schema: {
        tags: TAGS,
        summary: 'Every Portal Metrics card for one option of the time filter (ELT or Admin)',
        querystring: portalTimeQuerySchema,
        response: { 200: portalMetricsSchema, ...problems },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requirePortalMetrics(viewer);
      return getPortalMetrics(app.db, viewer, request.query.time);
    },
  );

  app.get(
    '/portal-metrics/visitors',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the Visitors List: each visitor of the period with their visits (ELT or Admin)',
        querystring: visitorsQuerySchema,
        response: { 200: visitorsPageSchema, ...problems },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requirePortalMetrics(viewer);
      const { time, page, pageSize, sort, order, search } = request.query;
      const filter = { range: viewersPeriod(viewer, time).range, search: search || undefined };
      return pagedList(
        { page, pageSize },
        {
          count: () => countVisitors(app.db, filter),
          rows: (window) => listVisitors(app.db, filter, { sort, order }, window),
        },
      );
    },
  );

  app.get(
    '/portal-metrics/visitors/export.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The whole Visitors List as logs_by_visitors.csv, formula-leading cells escaped',
        querystring: visitorsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with a header row'), ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      requirePortalMetrics(viewer);
      const { time, sort, order, search } = request.query;
      const filter = { range: viewersPeriod(viewer, time).range, search: search || undefined };
      async function* batches() {
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await listVisitors(app.db, filter, { sort, order }, { limit: EXPORT_BATCH, offset });
          if (rows.length > 0) yield rows;
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      return reply
        .headers(csvDownloadHeaders(VISITORS_CSV_FILE))
        .send(
          csvStream(
            VISITORS_CSV_COLUMNS,
            batches(),
            await requestTexts(app.db, request),
          ) as unknown as string,
        );
    },
  );
};
