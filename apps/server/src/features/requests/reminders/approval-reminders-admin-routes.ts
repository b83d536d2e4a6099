import {
  approvalRemindersSchema,
  holidayInputSchema,
  holidaySchema,
  reminderSettingsSchema,
} from '@portico/domain/approvals/reminder-settings';
import { isoDate } from '@portico/domain/shared/dates';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlyRole, requireRole } from '../../../lib/viewer';
import { addHoliday, deleteHoliday } from '../../../lib/holiday-calendars';
import { getApprovalReminders, saveReminderSettings } from './approval-reminders-admin-service';
import { sendDueReminders } from './approval-reminder-job';

export const APPROVAL_REMINDERS_ADMIN_REFUSED = 'Only Admins can manage approval reminders.';
const tags = ['administration'];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
// Before the query or body is validated, so nobody else learns anything from the answer.
const adminsOnly = onlyRole('Admin', APPROVAL_REMINDERS_ADMIN_REFUSED);
const actorOf = (request: Parameters<typeof requireRole>[0]) =>
  requireRole(request, 'Admin', APPROVAL_REMINDERS_ADMIN_REFUSED);

/** `/admin/approval-reminders` (Admins): when steps remind and escalate, and the holidays. */
export const approvalRemindersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/approval-reminders',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'The reminder settings and the holidays of people with no site (Admins)',
        response: { 200: approvalRemindersSchema, ...problems },
      },
    },
    async () => getApprovalReminders(app.db),
  );

  app.patch(
    '/admin/approval-reminders/settings',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'Change after how many working days steps remind and escalate (Admins)',
        body: reminderSettingsSchema,
        response: { 200: approvalRemindersSchema.shape.settings, ...problems },
      },
    },
    async (request) => saveReminderSettings(app.db, actorOf(request), request.body),
  );

  app.post(
    '/admin/approval-reminders/holidays',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'Add a holiday for people with no site (Admins; a site’s are on the site)',
        body: holidayInputSchema,
        response: { 201: holidaySchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addHoliday(app.db, actorOf(request), null, request.body)),
  );

  app.delete(
    '/admin/approval-reminders/holidays/:day',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary: 'Delete a holiday for people with no site (Admins)',
        params: z.object({ day: isoDate() }),
        response: { 204: z.null().meta({ description: 'Deleted' }), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteHoliday(app.db, actorOf(request), null, request.params.day);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/approval-reminders/run',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        summary:
          'Send the reminders and escalations due now, as after a change of settings; each step still hears once a day (Admins)',
        response: { 200: z.object({ reminded: z.number().int(), escalated: z.number().int() }), ...problems },
      },
    },
    // Without the day's lease: the job's per-step guards keep this to once a day per step.
    // An Admin's "now" is now, at any hour: the approvers' working days still count.
    async () =>
      sendDueReminders(app.db, new Date(), { portalTimeZone: app.config.portalTimeZone, fromHour: 0 }),
  );
};
