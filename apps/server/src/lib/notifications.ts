import type { NotificationType } from '@portico/domain/notifications/notification-types';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/** A database handle or an open transaction: notifications are written with the change. */
type Writer = Pick<Db, 'insert'>;

/** What a notification opens (spec §3 Notification: a ticket, an announcement or a training). */
export interface NotificationLink {
  requestId?: string | null;
  announcementId?: string | null;
  trainingId?: string | null;
}

export interface NewNotification {
  type: NotificationType;
  description: string;
  link?: NotificationLink;
  /** When it happened; the database's now by default. */
  at?: Date;
}

const linkColumns = (link: NotificationLink = {}) => ({
  requestId: link.requestId ?? null,
  announcementId: link.announcementId ?? null,
  trainingId: link.trainingId ?? null,
});

/** The rows of a personal notification: one per recipient, each recipient once. */
export function personalNotificationRows(recipients: readonly string[], notification: NewNotification) {
  return [...new Set(recipients)].map((employeeId) => ({
    employeeId,
    type: notification.type,
    description: notification.description,
    ...linkColumns(notification.link),
    ...(notification.at ? { createdAt: notification.at } : {}),
  }));
}

/**
 * The one way a notification is created, for any feature: one row per recipient, in the
 * transaction that made the change, so a notification exists exactly when the change does.
 */
export async function notifyPeople(
  writer: Writer,
  recipients: readonly string[],
  notification: NewNotification,
) {
  const rows = personalNotificationRows(recipients, notification);
  if (rows.length > 0) await writer.insert(notifications).values(rows);
}

/**
 * A notification for everyone (a new announcement, training or corporate link): stored once,
 * not once per employee; each person's read state is kept beside it when they open it.
 */
export async function notifyEveryone(writer: Writer, notification: NewNotification) {
  await writer.insert(notifications).values({
    employeeId: null,
    type: notification.type,
    description: notification.description,
    ...linkColumns(notification.link),
    ...(notification.at ? { createdAt: notification.at } : {}),
  });
}
