import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';

/**
 * The audit log of the administration screens (docs/administration.md): each admin change,
 * who made it, when, and the record before and after. Kinds of record grow with the screens.
 */
export const AUDIT_ENTITY_TYPES = [
  'access-roles',
  'corporate-link',
  'training-doc',
  'corporate-form',
  'job-opening',
  'business-unit',
  'wall-of-wow',
  'quote',
  'request-category',
  'project',
  'substitute',
  'reminder-settings',
  'holiday',
  'site',
  'employee-site',
  'hr-import',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  'access-roles': 'Access roles',
  'corporate-link': 'Corporate link',
  'training-doc': 'Training document',
  'corporate-form': 'Corporate form',
  'job-opening': 'Job opening',
  'business-unit': 'Business unit',
  'wall-of-wow': 'Wall of Wow',
  quote: 'Quote',
  'request-category': 'Request category',
  project: 'Project',
  substitute: 'Substitute approver',
  'reminder-settings': 'Approval reminder settings',
  holiday: 'Holiday',
  site: 'Site',
  'employee-site': 'Employee site',
  'hr-import': 'HR import',
};

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
};

export const AUDIT_LOG_SORTS = ['at'] as const;

/**
 * Newest first, 10 a page; searched by the record's or the person's name, filtered by kind of
 * record and by who made the change.
 */
export const auditLogQuerySchema = listQuerySchema(AUDIT_LOG_SORTS, { sort: 'at', order: 'desc' }).extend({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  actorId: z.uuid({ error: 'Not a valid employee id' }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  entityLabel: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pagedListSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
