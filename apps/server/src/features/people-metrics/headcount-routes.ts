import {
  headcountMonthDetailSchema,
  headcountMonthParamsSchema,
  headcountQuerySchema,
  headcountReportSchema,
} from '@portico/domain/people-metrics/headcount-dto';
import { todayIn } from '@portico/domain/calendar/site-calendar';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/viewer';
import { headcountMonthDetail, headcountReport } from './headcount-service';

const TAGS = ['people-metrics'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

const filterOf = (query: { company: string[]; payClass: string[]; department: string[] }) => ({
  companies: query.company,
  payClasses: query.payClass,
  departments: query.department,
});

/** People Metrics, Headcount tab (spec §2): managers and ELT/HR/Admin, over the people they may see. */
export const headcountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The months are the group's, not each reader's: a month is complete once it has ended in
  // the group's reporting zone (PORTAL_TIME_ZONE), so every manager sees the same 24 months.
  const reportingToday = () => todayIn(app.config.portalTimeZone, new Date());
  app.get(
    '/people-metrics/headcount',
    {
      schema: {
        tags: TAGS,
        summary:
          'Headcount month rows for the last 24 completed months, a summary and the filter options; company, payClass and department repeat',
        querystring: headcountQuerySchema,
        response: { 200: headcountReportSchema, ...problems },
      },
    },
    async (request) =>
      headcountReport(app.db, requireViewer(request), filterOf(request.query), reportingToday()),
  );

  app.get(
    '/people-metrics/headcount/:month',
    {
      schema: {
        tags: TAGS,
        summary: 'One past month (YYYY-MM): its row and who was hired, left or changed in it',
        params: headcountMonthParamsSchema,
        querystring: headcountQuerySchema,
        response: { 200: headcountMonthDetailSchema, ...problems },
      },
    },
    async (request) =>
      headcountMonthDetail(
        app.db,
        requireViewer(request),
        filterOf(request.query),
        request.params.month,
        reportingToday(),
      ),
  );
};
