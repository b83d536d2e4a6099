import { auditLogPageSchema, auditLogQuerySchema } from '@portico/domain/administration/audit-log';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/viewer';
import { listAuditLog } from './audit-log-queries';

export const AUDIT_LOG_REFUSED = 'Only Admins can read the audit log.';

/** The administration changes, for Admins (docs/administration.md). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['administration'],
        summary: 'Administration changes, newest first, by kind of record and by who made them (Admins)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      requireRole(request, 'Admin', AUDIT_LOG_REFUSED);
      return listAuditLog(app.db, request.query);
    },
  );
};
