import { problemSchema } from '@portico/domain/shared/problem';
import {
  timeAwayTableExportQuerySchema,
  timeAwayTablePageSchema,
  timeAwayTableQuerySchema,
} from '@portico/domain/time-away/time-away-dto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders, csvStream } from '../../lib/csv-export';
import { pagedList } from '../../lib/paged-list';
import { peopleMetricsScope } from './people-metrics-access';
import { requireViewer } from '../../lib/viewer';
import { TIME_AWAY_CSV_COLUMNS, TIME_AWAY_CSV_FILE } from './time-away-table-csv';
import { countTimeAwayTable, listTimeAwayTable, timeAwayFilterOptions } from './time-away-table-queries';
import { requestTexts } from '../../lib/reader-language';

const TAGS = ['people-metrics'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
// Each batch reads everyone's days and sorts the whole table again (a computed sort has no
// index): few, large batches; 10,000 people is one.
const EXPORT_BATCH = 10_000;

/**
 * People Metrics, Time Away (spec §2): Vacation Salary allocation, remaining and the share booked
 * and taken for the people in the viewer's scope, counted by spec §4's rule. For whoever People
 * Metrics is for (its menu's rule); 403 for anyone else.
 */
export const timeAwayTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people-metrics/time-away',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the Time Away table, with the company and department chips of the people in view',
        querystring: timeAwayTableQuerySchema,
        response: { 200: timeAwayTablePageSchema, ...problems },
      },
    },
    async (request) => {
      const scope = await peopleMetricsScope(app.db, requireViewer(request));
      const { company, department, search, page, pageSize, sort, order } = request.query;
      const filter = { scope, company, department, search: search || undefined };
      const [list, options] = await Promise.all([
        pagedList(
          { page, pageSize },
          {
            count: () => countTimeAwayTable(app.db, filter),
            rows: (window) => listTimeAwayTable(app.db, filter, { sort, order }, window),
          },
        ),
        timeAwayFilterOptions(app.db, scope),
      ]);
      return { ...list, ...options };
    },
  );

  app.get(
    '/people-metrics/time-away/export.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The whole Time Away table as Time-Away.csv, formula-leading cells escaped',
        querystring: timeAwayTableExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with a header row'), ...problems },
      },
    },
    async (request, reply) => {
      const scope = await peopleMetricsScope(app.db, requireViewer(request));
      const { company, department, search, sort, order } = request.query;
      const filter = { scope, company, department, search: search || undefined };
      async function* batches() {
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await listTimeAwayTable(
            app.db,
            filter,
            { sort, order },
            { limit: EXPORT_BATCH, offset },
          );
          if (rows.length > 0) yield rows;
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      // A stream is sent as it is, never serialised; the schema documents the text it carries.
      return reply
        .headers(csvDownloadHeaders(TIME_AWAY_CSV_FILE))
        .send(
          csvStream(
            TIME_AWAY_CSV_COLUMNS,
            batches(),
            await requestTexts(app.db, request),
          ) as unknown as string,
        );
    },
  );
};
