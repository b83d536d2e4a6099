import {
  notificationTarget,
  type NotificationItem,
  type notificationListSchema,
} from '@portico/domain/notifications/notification-types';
import type { z } from 'zod';
import type { Language } from '@portico/domain/language/languages';
import { shownIn } from '@portico/domain/language/bilingual';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import {
  countNotifications,
  listNotificationRows,
  markNotificationRead,
  type NotificationRow,
} from './notification-queries';
import { noticeText } from './notice-texts';

export const NOTIFICATION_NOT_FOUND = 'This notification was not found.';

type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * What a notification says to its reader: its message in their language, if it has one; an
 * announcement, its post's title in their language, if the post has it (decision 065).
 */
function descriptionOf(
  { message, postTitle, postTitleFr, description }: NotificationRow,
  language: Language,
) {
  if (message) return noticeText(message, language);
  if (postTitle !== null && postTitleFr !== null)
    return shownIn({ title: postTitle, titleFr: postTitleFr }, ['title'], language).texts.title;
  return description;
}

/** A notification as its reader reads it. */
function toItem(row: NotificationRow, language: Language): NotificationItem {
  const { message: _message, postTitle: _title, postTitleFr: _titleFr, ...shown } = row;
  return {
    ...shown,
    description: descriptionOf(row, language),
    createdAt: row.createdAt.toISOString(),
    target: notificationTarget(row),
  };
}

/** `limit` (the bell) takes the newest few; otherwise one page of the full list. */
export async function listNotifications(
  db: Db,
  employeeId: string,
  language: Language,
  query: { limit?: number | undefined; page: number; pageSize: number },
): Promise<NotificationList> {
  const size = query.limit ?? query.pageSize;
  const offset = query.limit ? 0 : (query.page - 1) * query.pageSize;
  const [rows, counts] = await Promise.all([
    listNotificationRows(db, employeeId, size, offset),
    countNotifications(db, employeeId),
  ]);
  return { items: rows.map((row) => toItem(row, language)), unreadCount: counts.unread, total: counts.total };
}

/** Only the owner's own notification; reading one twice is harmless. */
export async function markRead(db: Db, employeeId: string, language: Language, notificationId: string) {
  const row = await markNotificationRead(db, employeeId, notificationId);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toItem(row, language);
}
