import { jobOpeningsQuerySchema } from '@portico/domain/careers/job-openings-query';
import { jobOpeningPageSchema } from '@portico/domain/careers/job-opening-schema';
import { isNewJob } from '@portico/domain/careers/new-job-badge';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayOfViewer } from '../../lib/person-day';
import { readerLanguage } from '../../lib/reader-language';
import { requireViewer } from '../../lib/viewer';
import { listJobOpenings } from './job-opening-queries';

/** The group's job openings, for the dashboard's card (and the careers page). Any signed-in employee. */
export const jobOpeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-openings',
    {
      schema: {
        tags: ['careers'],
        summary: "Job openings, newest first, a page at a time (3 by default), each with its 'New' flag",
        querystring: jobOpeningsQuerySchema,
        response: { 200: jobOpeningPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      // The reader's own day, where their site is: an opening dated after it is not posted yet
      // for them (the administration lists it already).
      const today = todayOfViewer(request);
      // The title sort follows the title this reader sees (decision 065).
      const viewer = requireViewer(request);
      const language = await readerLanguage(app.db, viewer.employeeId, request.headers['accept-language']);
      const page = await listJobOpenings(app.db, language, {
        ...request.query,
        search: request.query.search || undefined,
        postedBy: today,
      });
      return {
        ...page,
        items: page.items.map(({ createdAt: _createdAt, ...job }) => ({
          ...job,
          isNew: isNewJob(job.datePosted, today),
        })),
      };
    },
  );
};
