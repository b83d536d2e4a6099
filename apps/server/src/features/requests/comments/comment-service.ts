import {
  canWriteComment,
  checkCommentEdit,
  checkCommentRemoval,
  COMMENT_WRITE_FORBIDDEN_MESSAGE,
  isWithinEditWindow,
  peopleOnRequest,
  validateCommentBody,
  type CommentChange,
} from '@portico/domain/requests/comments/comment-rules';
import { commentExcerpt, parseMentions } from '@portico/domain/requests/comments/comment-text';
import { mergeTimeline, type CommentEntry, type Timeline } from '@portico/domain/requests/comments/timeline';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import { displayNameOf } from '@portico/domain/requests/request-name';
import type { RequestViewer } from '@portico/domain/requests/request-permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { requestComments } from '../../../db/schema';
import { notifyPeople, type NewNotification } from '../../../lib/notifications';
import { forbidden, HttpProblem, notFound } from '../../../lib/problem';
import type { RequestFacts } from '../workflow/request-facts';
import { findViewableRequest } from '../workflow/request-facts';
import {
  findCommentRow,
  findDisplayNames,
  listCommentRows,
  listDecisionRows,
  listFieldChangeRows,
  listStatusChangeRows,
  type CommentRow,
} from './comment-queries';

/** Lets tests move the clock (the 10-minute edit window); live calls happen now. */
export interface CommentOptions {
  now?: Date;
}

export const COMMENT_NOT_FOUND_MESSAGE = 'The comment was not found.';

const iso = (at: Date) => at.toISOString();

function toCommentEntry(row: CommentRow, viewer: RequestViewer, now: Date): CommentEntry {
  const own = row.authorId === viewer.employeeId && !row.removedAt;
  return {
    kind: 'comment',
    id: row.id,
    at: iso(row.createdAt),
    author: row.author,
    authorId: row.authorId,
    body: row.removedAt ? null : row.body,
    editedAt: row.editedAt && !row.removedAt ? iso(row.editedAt) : null,
    removed: Boolean(row.removedAt),
    canEdit: own && isWithinEditWindow(row.createdAt, now),
    canRemove: own,
  };
}

/** Comments, approval decisions, status changes and edits of a request the viewer may see, newest last. */
export async function getTimeline(
  db: Db,
  viewer: RequestViewer,
  requestId: string,
  options: CommentOptions = {},
): Promise<Timeline> {
  const now = options.now ?? new Date();
  const facts = await findViewableRequest(db, viewer, requestId);
  const [comments, decisions, changes, edits] = await Promise.all([
    listCommentRows(db, requestId),
    listDecisionRows(db, requestId),
    listStatusChangeRows(db, requestId),
    listFieldChangeRows(db, requestId),
  ]);
  const items = mergeTimeline([
    ...changes.map((row) => ({ kind: 'status' as const, ...row, at: iso(row.at) })),
    ...edits.map((row) => ({ kind: 'edit' as const, ...row, at: iso(row.at) })),
    ...decisions.map((row) => ({
      kind: 'decision' as const,
      ...row,
      step: row.step as ApprovalStep,
      at: iso(row.at!),
    })),
    ...comments.map((row) => toCommentEntry(row, viewer, now)),
  ]);
  return { items, canComment: canWriteComment(facts, viewer) };
}

function validBody(text: string): string {
  const outcome = validateCommentBody(text);
  if (!outcome.ok) throw new HttpProblem(400, outcome.message, { body: [outcome.message] });
  return outcome.body;
}

function refuse(outcome: CommentChange) {
  if (outcome.ok) return;
  throw outcome.status === 403 ? forbidden(outcome.message) : new HttpProblem(409, outcome.message);
}

/**
 * Adds a comment and tells everyone else on the request, with its first words; a person it
 * mentions is told they were mentioned. All in one transaction.
 */
export async function addComment(
  db: Db,
  viewer: RequestViewer,
  requestId: string,
  text: string,
  options: CommentOptions = {},
): Promise<CommentEntry> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const facts = await findViewableRequest(tx, viewer, requestId);
    if (!canWriteComment(facts, viewer)) throw forbidden(COMMENT_WRITE_FORBIDDEN_MESSAGE);
    const body = validBody(text);
    const [created] = await tx
      .insert(requestComments)
      .values({ requestId, authorId: viewer.employeeId, body, createdAt: now })
      .returning({ id: requestComments.id });
    await notifyOthers(tx, facts, viewer.employeeId, body, now);
    const row = await findCommentRow(tx, requestId, created!.id);
    return toCommentEntry(row!, viewer, now);
  });
}

async function notifyOthers(tx: Db, facts: RequestFacts, authorId: string, body: string, now: Date) {
  const others = peopleOnRequest(facts).filter((id) => id !== authorId);
  const names = await findDisplayNames(tx, [...others, authorId]);
  const author = names.find((person) => person.id === authorId)?.displayName ?? 'Someone';
  const mentioned = parseMentions(
    body,
    names.filter((person) => person.id !== authorId),
  );
  const words = commentExcerpt(body);
  const request = displayNameOf(facts.name);
  const notice = (mentionedThem: boolean): NewNotification => ({
    type: 'Request comment',
    description: `${author} ${mentionedThem ? 'mentioned you on' : 'commented on'} ${request}: “${words}”`,
    message: { id: 'comment', values: { request, author, mentioned: mentionedThem, words } },
    link: { requestId: facts.id },
    at: now,
  });
  await notifyPeople(tx, mentioned, notice(true));
  await notifyPeople(
    tx,
    others.filter((id) => !mentioned.includes(id)),
    notice(false),
  );
}

async function findComment(tx: Db, viewer: RequestViewer, requestId: string, commentId: string) {
  await findViewableRequest(tx, viewer, requestId);
  const row = await findCommentRow(tx, requestId, commentId);
  if (!row) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  return row;
}

/** Changes a comment's text: its author, within 10 minutes of writing it. */
export async function editComment(
  db: Db,
  viewer: RequestViewer,
  requestId: string,
  commentId: string,
  text: string,
  options: CommentOptions = {},
): Promise<CommentEntry> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await findComment(tx, viewer, requestId, commentId);
    refuse(checkCommentEdit(row, viewer.employeeId, now));
    const body = validBody(text);
    await tx.update(requestComments).set({ body, editedAt: now }).where(eq(requestComments.id, commentId));
    return toCommentEntry({ ...row, body, editedAt: now }, viewer, now);
  });
}

/** Removes a comment: its author, at any time. The timeline then says 'comment removed'. */
export async function removeComment(
  db: Db,
  viewer: RequestViewer,
  requestId: string,
  commentId: string,
  options: CommentOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const row = await findComment(tx, viewer, requestId, commentId);
    refuse(checkCommentRemoval(row, viewer.employeeId));
    await tx
      .update(requestComments)
      .set({ body: '', removedAt: now })
      .where(eq(requestComments.id, commentId));
  });
}
