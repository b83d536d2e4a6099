import { z } from 'zod';

/** Notification types (spec §9). */
export const NOTIFICATION_TYPES = [
  'IT request completed',
  'IT request rejected',
  'IT request approved',
  'IT request updated',
  'IT request assigned',
  /** Not in the spec's list: a request step now waits for this person (decision 014). */
  'Approval needed',
  /** Not in the spec's list either: a step waits too long (decision 045). */
  'Approval reminder',
  'Approval escalated',
  /** Not in the spec's list: someone commented on a request this person is on (decision 046). */
  'Request comment',
  'New Announcement',
  'New Corporate Link',
  'New Training',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export { BELL_NOTIFICATION_COUNT, unopenedHeading } from './notification-texts';

export interface NotificationLinks {
  type: string;
  requestId: string | null;
  announcementId: string | null;
  trainingId: string | null;
}

/** The approval notices and comments, which open their request as the IT request ones do. */
const APPROVAL_NOTIFICATIONS = new Set<string>([
  'Approval needed',
  'Approval reminder',
  'Approval escalated',
  'Request comment',
]);

/**
 * Where clicking a notification goes (spec §9): IT request types to the request, an
 * announcement to its news item, a corporate link to the dashboard, a training to its
 * document, anything else to the notifications page.
 */
export function notificationTarget(notification: NotificationLinks): string {
  const aboutRequest =
    notification.type.startsWith('IT request') || APPROVAL_NOTIFICATIONS.has(notification.type);
  if (aboutRequest && notification.requestId) {
    return `/serviceRequests/${notification.requestId}`;
  }
  if (notification.type === 'New Announcement' && notification.announcementId) {
    return `/newsEvents/${notification.announcementId}`;
  }
  if (notification.type === 'New Corporate Link') return '/';
  if (notification.type === 'New Training' && notification.trainingId)
    return `/helpDocs/${notification.trainingId}`;
  return '/notifications';
}

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  announcementId: z.string().nullable(),
  trainingId: z.string().nullable(),
  /** Where a click goes, from `notificationTarget`. */
  target: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
});
