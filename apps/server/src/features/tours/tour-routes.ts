import { problemSchema } from '@portico/domain/shared/problem';
import { tourRecordSchema, tourRecordUpdateSchema } from '@portico/domain/tours/tour-record-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/viewer';
import { findTourRecord, saveTourFlags } from './tour-queries';

/** The signed-in person's own tour record; nobody reads or changes another's. */
export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tours',
    {
      schema: {
        tags: ['tours'],
        summary: 'Which guided tours the signed-in person has finished or opted out of',
        response: { 200: tourRecordSchema, 401: problemSchema },
      },
    },
    async (request) => findTourRecord(app.db, requireViewer(request).employeeId),
  );

  app.patch(
    '/tours',
    {
      schema: {
        tags: ['tours'],
        summary: 'Mark tours done (finished, or "Don\'t show this tour again!") or offer them again',
        body: tourRecordUpdateSchema,
        response: { 200: tourRecordSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => saveTourFlags(app.db, requireViewer(request).employeeId, request.body),
  );
};
