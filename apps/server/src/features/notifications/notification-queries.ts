import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, newsPosts, notificationReads, notifications } from '../../db/schema';

/**
 * Read state: a personal notification carries its own flag; one sent to everyone is read by
 * this person when they have a row in notification_reads (joined for this person only).
 */
const isRead = sql<boolean>`(${notifications.isRead} or ${notificationReads.employeeId} is not null)`;

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  description: notifications.description,
  message: notifications.message,
  isRead,
  createdAt: notifications.createdAt,
  requestId: notifications.requestId,
  announcementId: notifications.announcementId,
  trainingId: notifications.trainingId,
  /** An announcement's post's titles, so each reader reads it in their language (decision 065). */
  postTitle: newsPosts.title,
  postTitleFr: newsPosts.titleFr,
};

/**
 * What one person sees: their own notifications, and those sent to everyone since they were
 * hired (a newcomer is not greeted by years of old announcements) but the ones about their own
 * post; none stored with a time
 * still to come: an announcement of a scheduled post is stored with the start of its first day
 * and stays out of sight until then, so it appears exactly once whichever instance answers.
 */
function visibleTo(employeeId: string, now: Date = new Date()): SQL {
  const hiredOn = sql`coalesce((select ${employees.hireDate} from ${employees} where ${employees.id} = ${employeeId}), '-infinity'::date)`;
  return and(
    or(
      eq(notifications.employeeId, employeeId),
      and(
        isNull(notifications.employeeId),
        sql`${notifications.createdAt} >= ${hiredOn}`,
        sql`${notifications.notForEmployeeId} is distinct from ${employeeId}`,
      ),
    ),
    lte(notifications.createdAt, now),
  )!;
}

/**
 * Joins this person's read row of a notification sent to everyone (at most one), and the post
 * an announcement is of (by its primary key).
 */
function withReadState(db: Pick<Db, 'select'>, employeeId: string) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(
        eq(notificationReads.notificationId, notifications.id),
        eq(notificationReads.employeeId, employeeId),
      ),
    )
    .leftJoin(newsPosts, eq(newsPosts.id, notifications.announcementId));
}

/**
 * Newest first. The two halves of the condition use notifications_employee_idx and
 * notifications_everyone_idx.
 */
export function listNotificationRows(
  db: Db,
  employeeId: string,
  limit: number,
  offset: number,
  now: Date = new Date(),
) {
  return withReadState(db, employeeId)
    .where(visibleTo(employeeId, now))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}
export type NotificationRow = Awaited<ReturnType<typeof listNotificationRows>>[number];

/** Both counts in one pass. */
export async function countNotifications(db: Db, employeeId: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${isRead})`.mapWith(Number),
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(
        eq(notificationReads.notificationId, notifications.id),
        eq(notificationReads.employeeId, employeeId),
      ),
    )
    .where(visibleTo(employeeId, now));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/**
 * Marks one notification the person can see as read: their own by its flag, one sent to
 * everyone by a read row. Reading twice is harmless; an id they cannot see matches nothing.
 */
export async function markNotificationRead(
  db: Db,
  employeeId: string,
  notificationId: string,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ employeeId: notifications.employeeId })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), visibleTo(employeeId, now)));
    if (!visible) return undefined;
    if (visible.employeeId === null) {
      await tx.insert(notificationReads).values({ notificationId, employeeId }).onConflictDoNothing();
    } else {
      await tx.update(notifications).set({ isRead: true }).where(eq(notifications.id, notificationId));
    }
    const [row] = await withReadState(tx, employeeId).where(eq(notifications.id, notificationId));
    return row;
  });
}

/** Notifications stored with a time still to come (scheduled), soonest first. */
export function futureNotifications(db: Db, now: Date, limit = 1_000) {
  return db
    .select({
      id: notifications.id,
      employeeId: notifications.employeeId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(gt(notifications.createdAt, now))
    .orderBy(notifications.createdAt)
    .limit(limit);
}
