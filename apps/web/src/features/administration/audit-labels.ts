import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditEntityType } from '@portico/domain/administration/audit-log';

/** The domain's AUDIT_ENTITY_LABELS in the reader's language. */
export const ENTITY_LABELS: Record<AuditEntityType, MessageDescriptor> = {
  'access-roles': msg`Access roles`,
  'corporate-link': msg`Corporate link`,
  'training-doc': msg`Training document`,
  'corporate-form': msg`Corporate form`,
  'job-opening': msg`Job opening`,
  'business-unit': msg`Business unit`,
  'wall-of-wow': msg`Wall of Wow`,
  quote: msg({ context: 'a saying', message: 'Quote' }),
  'request-category': msg`Request category`,
  project: msg`Project`,
  substitute: msg`Substitute approver`,
  'reminder-settings': msg`Approval reminder settings`,
  holiday: msg`Holiday`,
  site: msg`Site`,
  'employee-site': msg`Employee site`,
  'hr-import': msg`HR import`,
};

/** The domain's AUDIT_ACTION_LABELS in the reader's language. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  create: msg({ context: 'audit action', message: 'Created' }),
  update: msg`Changed`,
  delete: msg`Deleted`,
  import: msg`Imported`,
};
