import type { NotificationType } from '@portico/domain/notifications/notification-types';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/** A database handle or an open transaction: notifications are written with the change. */
type Writer = Pick<Db, 'insert'>;

/**
 * Tells a request's requester (and the person it is for, when different) what happened to it.
 * Requests, approvals and the IT desk all write through here, inside the transaction that made
 * the change, so a notification exists exactly when the change does.
 */
export async function notifyAboutRequest(
  writer: Writer,
  request: { id: string; name: string; createdById: string; requestedForId: string },
  type: Extract<NotificationType, `IT request ${string}`>,
  description: string,
) {
  const recipients = [...new Set([request.createdById, request.requestedForId])];
  await writer
    .insert(notifications)
    .values(recipients.map((employeeId) => ({ employeeId, type, description, requestId: request.id })));
}
