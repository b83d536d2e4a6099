import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  description: notifications.description,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  requestId: notifications.requestId,
  announcementId: notifications.announcementId,
  trainingId: notifications.trainingId,
};

/** Newest first; walks notifications_employee_idx (employee_id, created_at) backwards. */
export function listNotificationRows(db: Db, employeeId: string, limit: number, offset: number) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.employeeId, employeeId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}
export type NotificationRow = Awaited<ReturnType<typeof listNotificationRows>>[number];

/** Both counts in one pass; the unread one can use the partial notifications_unread_idx. */
export async function countNotifications(db: Db, employeeId: string) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.employeeId, employeeId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** The owner condition is part of the UPDATE: someone else's id matches no row. */
export async function markNotificationRead(db: Db, employeeId: string, notificationId: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.employeeId, employeeId)))
    .returning(notificationColumns);
  return row;
}
