import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  employees,
  requestApprovals,
  requestComments,
  requestFieldChanges,
  requestStatusChanges,
} from '../../../db/schema';

const commentColumns = {
  id: requestComments.id,
  requestId: requestComments.requestId,
  authorId: requestComments.authorId,
  author: employees.displayName,
  body: requestComments.body,
  createdAt: requestComments.createdAt,
  editedAt: requestComments.editedAt,
  removedAt: requestComments.removedAt,
};
export type CommentRow = Awaited<ReturnType<typeof listCommentRows>>[number];

export const listCommentRows = (db: Db, requestId: string) =>
  db
    .select(commentColumns)
    .from(requestComments)
    .leftJoin(employees, eq(employees.id, requestComments.authorId))
    .where(eq(requestComments.requestId, requestId))
    .orderBy(asc(requestComments.createdAt), asc(requestComments.id));

/** One comment of one request (a comment id under another request is not found). */
export async function findCommentRow(db: Db, requestId: string, commentId: string) {
  const [row] = await db
    .select(commentColumns)
    .from(requestComments)
    .leftJoin(employees, eq(employees.id, requestComments.authorId))
    .where(and(eq(requestComments.id, commentId), eq(requestComments.requestId, requestId)))
    .for('update', { of: requestComments });
  return row;
}

export const listStatusChangeRows = (db: Db, requestId: string) =>
  db
    .select({
      id: requestStatusChanges.id,
      from: requestStatusChanges.fromStatus,
      to: requestStatusChanges.toStatus,
      actor: employees.displayName,
      at: requestStatusChanges.at,
    })
    .from(requestStatusChanges)
    .leftJoin(employees, eq(employees.id, requestStatusChanges.actorId))
    .where(eq(requestStatusChanges.requestId, requestId))
    .orderBy(asc(requestStatusChanges.at));

/** What each edit of the request changed, and who made it, oldest first. */
export const listFieldChangeRows = (db: Db, requestId: string) =>
  db
    .select({
      id: requestFieldChanges.id,
      changes: requestFieldChanges.changes,
      actor: employees.displayName,
      at: requestFieldChanges.at,
    })
    .from(requestFieldChanges)
    .leftJoin(employees, eq(employees.id, requestFieldChanges.actorId))
    .where(eq(requestFieldChanges.requestId, requestId))
    .orderBy(asc(requestFieldChanges.at));

/** The Approval History's decided lines (Approved or Rejected, by whom, when). */
export function listDecisionRows(db: Db, requestId: string) {
  const actor = alias(employees, 'actor');
  return db
    .select({
      id: requestApprovals.id,
      step: requestApprovals.step,
      status: requestApprovals.status,
      actor: actor.displayName,
      notes: requestApprovals.notes,
      at: requestApprovals.completedAt,
    })
    .from(requestApprovals)
    .leftJoin(actor, eq(actor.id, requestApprovals.actorId))
    .where(
      and(
        eq(requestApprovals.requestId, requestId),
        inArray(requestApprovals.status, ['Approved', 'Rejected']),
        isNotNull(requestApprovals.completedAt),
      ),
    );
}

export const findDisplayNames = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: employees.id, displayName: employees.displayName })
        .from(employees)
        .where(inArray(employees.id, [...ids]));
