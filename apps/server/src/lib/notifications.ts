import type { NoticeMessage } from '@portico/domain/notifications/notice-message';
import type { NotificationType } from '@portico/domain/notifications/notification-types';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { CHANGE_CHANNELS, publishChange } from './change-bus';

/** A database handle or an open transaction: notifications are written with the change. */
type Writer = Pick<Db, 'insert' | 'execute'>;

/** The change-bus channel on which new notifications are announced to every instance. */
export const NOTIFICATIONS_CHANNEL = CHANGE_CHANNELS.notifications;

/**
 * What is announced: who the notifications are for (`null`: everyone), when they count from
 * (a future time: not before then) and their ids. Only who and when, never the text.
 */
export interface NotificationChange {
  recipients: string[] | null;
  at: string;
  ids: string[];
}

/** Recipients per message, so a message stays within NOTIFY's payload limit. */
const RECIPIENTS_PER_MESSAGE = 100;

/**
 * Something that happened more than this long ago (demo data, imports) is not news to an open
 * page; skipping it keeps bulk writes free of a NOTIFY per row.
 */
const ANNOUNCE_WITHIN_MS = 60_000;

/** Announced in the writer's transaction: other instances hear of it once it commits. */
async function announce(writer: Writer, change: NotificationChange) {
  if (Date.parse(change.at) < Date.now() - ANNOUNCE_WITHIN_MS) return;
  const recipients = change.recipients;
  if (recipients === null || recipients.length <= RECIPIENTS_PER_MESSAGE) {
    await publishChange(writer, NOTIFICATIONS_CHANNEL, JSON.stringify(change));
    return;
  }
  for (let start = 0; start < recipients.length; start += RECIPIENTS_PER_MESSAGE) {
    const part = recipients.slice(start, start + RECIPIENTS_PER_MESSAGE);
    const message: NotificationChange = { recipients: part, at: change.at, ids: [] };
    await publishChange(writer, NOTIFICATIONS_CHANNEL, JSON.stringify(message));
  }
}

/** What a notification opens (spec §3 Notification: a ticket, an announcement or a training). */
export interface NotificationLink {
  requestId?: string | null;
  announcementId?: string | null;
  trainingId?: string | null;
}

export interface NewNotification {
  type: NotificationType;
  /** In English, as the API's plain text and for a reader without a message. */
  description: string;
  /** What it says, written in each reader's language when read (notice-texts.ts). */
  message?: NoticeMessage;
  link?: NotificationLink;
  /** When it happened; the server's clock by default (stampOf). */
  at?: Date;
}

/** A notification for everyone but the person who caused it. */
export interface EveryoneNotification extends NewNotification {
  /** The author of what is announced: not told of their own post. */
  notFor?: string;
}

const linkColumns = (link: NotificationLink = {}) => ({
  requestId: link.requestId ?? null,
  announcementId: link.announcementId ?? null,
  trainingId: link.trainingId ?? null,
});

/**
 * When a notification is stored: the time it was given, else the server's clock, never the
 * database's. Who sees it is decided against the server's clock (nothing stored with a time
 * still to come is shown), so a database clock a few seconds ahead would hide a fresh
 * notification for those seconds, and a notification stamped by one clock would sort among
 * the others stamped by the other.
 */
const stampOf = (notification: NewNotification) => notification.at ?? new Date();

/** The rows of a personal notification: one per recipient, each recipient once. */
export function personalNotificationRows(recipients: readonly string[], notification: NewNotification) {
  return [...new Set(recipients)].map((employeeId) => ({
    employeeId,
    type: notification.type,
    description: notification.description,
    message: notification.message ?? null,
    ...linkColumns(notification.link),
    createdAt: stampOf(notification),
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
  if (rows.length === 0) return;
  const stored = await writer
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await announce(writer, {
    recipients: rows.map((row) => row.employeeId),
    at: stored[0]!.createdAt.toISOString(),
    ids: stored.length <= RECIPIENTS_PER_MESSAGE ? stored.map((row) => row.id) : [],
  });
}

/**
 * A notification for everyone (a new announcement, training or corporate link): stored once,
 * not once per employee; each person's read state is kept beside it when they open it.
 */
export async function notifyEveryone(writer: Writer, notification: EveryoneNotification) {
  const [stored] = await writer
    .insert(notifications)
    .values({
      employeeId: null,
      type: notification.type,
      description: notification.description,
      message: notification.message ?? null,
      ...linkColumns(notification.link),
      createdAt: stampOf(notification),
      notForEmployeeId: notification.notFor ?? null,
    })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await announce(writer, { recipients: null, at: stored!.createdAt.toISOString(), ids: [stored!.id] });
}

/**
 * Tells every open bell that notifications for everyone changed without a new one (one was
 * withdrawn with what it announced): they read their lists again, and the gone one leaves them.
 */
export async function announceWithdrawal(writer: Writer, at: Date = new Date()) {
  await announce(writer, { recipients: null, at: at.toISOString(), ids: [] });
}
