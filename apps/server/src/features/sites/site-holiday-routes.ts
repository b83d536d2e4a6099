import { holidayInputSchema, holidaySchema } from '@portico/domain/approvals/reminder-settings';
import { isoDate } from '@portico/domain/shared/dates';
import { problemSchema } from '@portico/domain/shared/problem';
import { siteHolidaysSchema } from '@portico/domain/sites/site-admin';
import { SITE_NOT_FOUND, SITES_REFUSED } from '@portico/domain/sites/site-texts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/constraint-errors';
import { addHoliday, deleteHoliday, listHolidaysOf, type HolidayCalendar } from '../../lib/holiday-calendars';
import { notFound } from '../../lib/problem';
import { onlyRole, requireRole } from '../../lib/viewer';
import { siteIdParams, SITES_PATH } from './site-paths';

const tags = ['administration'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
// Before the id or body is validated, so nobody else learns anything from the answer.
const adminsOnly = onlyRole('Admin', SITES_REFUSED);
const actorOf = (request: FastifyRequest) => requireRole(request, 'Admin', SITES_REFUSED);

/** The site's calendar, named for the audit log; 404 for a site that does not exist. */
async function calendarOf(db: Db, siteId: string): Promise<NonNullable<HolidayCalendar>> {
  const [site] = await db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(SITE_NOT_FOUND);
  return { siteId: site.id, siteName: site.name };
}

/**
 * A site's holidays (Admins): the days its people do not work besides its week's days off. The
 * one writer of every calendar, with its audit entry, is `lib/holiday-calendars.ts`; the
 * holidays of people with no site are the approval reminders' screen's.
 */
export const siteHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = `${SITES_PATH}/:id/holidays`;

  app.get(
    path,
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'A site’s holidays, by day (Admins)',
        params: siteIdParams,
        response: { 200: siteHolidaysSchema, ...problems },
      },
    },
    async (request) => {
      const calendar = await calendarOf(app.db, request.params.id);
      return {
        site: { id: calendar.siteId, name: calendar.siteName },
        items: await listHolidaysOf(app.db, calendar),
      };
    },
  );

  app.post(
    path,
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'Add a holiday to a site’s calendar: its people do not work that day; audited (Admins)',
        params: siteIdParams,
        body: holidayInputSchema,
        response: { 201: holidaySchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const calendar = await calendarOf(app.db, request.params.id);
      try {
        return reply.status(201).send(await addHoliday(app.db, actorOf(request), calendar, request.body));
      } catch (error) {
        // The site was deleted in between.
        if (isForeignKeyViolation(error)) throw notFound(SITE_NOT_FOUND);
        throw error;
      }
    },
  );

  app.delete(
    `${path}/:day`,
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'Delete a holiday from a site’s calendar; audited (Admins)',
        params: siteIdParams.extend({ day: isoDate() }),
        response: { 204: z.null().meta({ description: 'Deleted' }), ...problems },
      },
    },
    async (request, reply) => {
      const calendar = await calendarOf(app.db, request.params.id);
      await deleteHoliday(app.db, actorOf(request), calendar, request.params.day);
      return reply.status(204).send(null);
    },
  );
};
