import type { NotificationItem } from '@portico/domain/notifications/notification-types';

/** A notification with sensible defaults; `overrides` changes what a test is about. */
export function notification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n-1',
    type: 'IT request approved',
    description: 'Your request 00042 was approved.',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    requestId: 'req-42',
    announcementId: null,
    trainingId: null,
    target: '/serviceRequests/req-42',
    ...overrides,
  };
}
