import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationType } from '@portico/domain/notifications/notification-types';

/** Each notification's type as its reader reads it (the spec's English, e.g. 'IT request approved'). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  'IT request completed': msg`IT request completed`,
  'IT request rejected': msg`IT request rejected`,
  'IT request approved': msg`IT request approved`,
  'IT request updated': msg`IT request updated`,
  'IT request assigned': msg`IT request assigned`,
  'Approval needed': msg`Approval needed`,
  'Approval reminder': msg`Approval reminder`,
  'Approval escalated': msg`Approval escalated`,
  'Request comment': msg`Request comment`,
  'New Announcement': msg`New Announcement`,
  'New Corporate Link': msg`New Corporate Link`,
  'New Training': msg`New Training`,
};

/** A type the portal does not know (none is stored) shows as it came. */
export const notificationTypeLabel = (type: string): MessageDescriptor | string =>
  Object.hasOwn(NOTIFICATION_TYPE_LABELS, type) ? NOTIFICATION_TYPE_LABELS[type as NotificationType] : type;
