import {
  forecastExportQuerySchema,
  forecastListQuerySchema,
  forecastListSchema,
  forecastSchema,
} from '@portico/domain/forecasts/forecast-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders, csvStream } from '../../lib/csv-export';
import { registerCrudRoutes } from '../../lib/crud-routes';
import { todayOf } from '../../lib/person-day';
import { requireViewer } from '../../lib/viewer';
import { FORECASTS_CSV_FILE, forecastBatches, forecastCsvColumns } from './forecast-csv';
import {
  forecastCreateBodySchema,
  forecastEditBodySchema,
  forecastIdParams,
  TAGS,
} from './forecast-route-schemas';
import {
  createForecast,
  deleteForecast,
  getForecast,
  listVisibleForecasts,
  lockForecast,
  updateForecast,
} from './forecast-service';
import { requestTexts } from '../../lib/reader-language';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

/**
 * Employee forecasts (spec §2, §3, §4, §5): everyone may submit; the submitter, HR, ELT and Admin
 * read; the submitter, HR and Admin change an open one; HR and Admin lock and unlock.
 */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/forecasts',
    tags: TAGS,
    problems,
    schemas: {
      listQuery: forecastListQuerySchema,
      list: forecastListSchema,
      item: forecastSchema,
      createBody: forecastCreateBodySchema,
      editBody: forecastEditBodySchema,
      idParams: forecastIdParams,
    },
    summaries: {
      list: 'A page of forecasts: one’s own, or everyone’s for HR, ELT and Admin; by fiscal year and month',
      create: 'Submit a forecast',
      get: 'A forecast (its submitter, HR, ELT, Admin)',
      update: 'Change an open forecast (its submitter, HR, Admin); a locked one is refused with 403',
      remove: 'Delete an open forecast (its submitter, HR, Admin); a locked one is refused with 403',
    },
    service: {
      list: (db, viewer, query) => listVisibleForecasts(db, viewer, query),
      create: createForecast,
      get: getForecast,
      update: updateForecast,
      remove: deleteForecast,
    },
  });

  app.get(
    '/forecasts/export.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The forecasts of the list’s query as CSV (every page), formula-leading cells escaped',
        querystring: forecastExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with a header row'), ...problems },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // A stream is sent as it is, never serialised; the schema documents the text it carries.
      return reply
        .headers(csvDownloadHeaders(FORECASTS_CSV_FILE))
        .send(
          csvStream(
            forecastCsvColumns(todayOf(viewer)),
            forecastBatches(app.db, viewer, request.query),
            await requestTexts(app.db, request),
          ) as unknown as string,
        );
    },
  );

  app.post(
    '/forecasts/:id/lock',
    {
      schema: {
        tags: TAGS,
        summary: 'Lock an open forecast (HR, Admin): nobody edits or deletes it until unlocked',
        params: forecastIdParams,
        response: { 200: forecastSchema, ...problems },
      },
    },
    async (request) => lockForecast(app.db, requireViewer(request), request.params.id, true),
  );

  app.post(
    '/forecasts/:id/unlock',
    {
      schema: {
        tags: TAGS,
        summary: 'Unlock a locked forecast (HR, Admin) whose planned start has not passed',
        params: forecastIdParams,
        response: { 200: forecastSchema, ...problems },
      },
    },
    async (request) => lockForecast(app.db, requireViewer(request), request.params.id, false),
  );
};
