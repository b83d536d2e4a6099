import { worksItDesk } from '../../identity/roles';
import { isApproverOrStandIn, type RequestOwnership, type RequestViewer } from '../request-permissions';
import { isRequestParty } from '../request-party';

/** How long after writing a comment its author may still change its text (decision 046). */
export const COMMENT_EDIT_WINDOW_MS = 10 * 60 * 1000;
export const COMMENT_MAX_LENGTH = 4000;

export const COMMENT_EMPTY_MESSAGE = 'Write a comment first.';
export const COMMENT_TOO_LONG_MESSAGE = `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`;
export const COMMENT_WRITE_FORBIDDEN_MESSAGE =
  'Only the requester, the person it is for, its approvers and the IT desk can comment on this request.';
export const COMMENT_NOT_AUTHOR_MESSAGE = 'Only the person who wrote a comment can change or remove it.';
export const COMMENT_EDIT_EXPIRED_MESSAGE =
  'A comment can only be edited for 10 minutes after it is written.';
export const COMMENT_REMOVED_MESSAGE = 'This comment was removed.';
/** What the timeline shows in place of a removed comment's text. */
export const COMMENT_REMOVED_TEXT = 'comment removed';

/**
 * Who may write on a request's conversation: the people on it (requester, the person it is
 * for, approvers of any step or their substitute standing in today, the assigned IT person)
 * and the IT desk. Others who may read it
 * (ELT on project briefs) may not write.
 */
export function canWriteComment(request: RequestOwnership, viewer: RequestViewer): boolean {
  return (
    isRequestParty(request, viewer) ||
    isApproverOrStandIn(request, viewer.employeeId) ||
    request.assignedToId === viewer.employeeId ||
    worksItDesk(viewer.roles)
  );
}

/** The people on a request, who hear of its comments and may be mentioned in them. */
export function peopleOnRequest(request: RequestOwnership): string[] {
  const ids = [
    request.createdById,
    request.requestedForId,
    request.purchaseApproverId,
    request.secondaryPurchaseApproverId,
    request.preApproverId,
    request.estimateApproverId,
    request.assignedToId,
  ];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

export interface CommentState {
  authorId: string;
  createdAt: Date | string;
  removedAt: Date | string | null;
}

export type CommentChange = { ok: true } | { ok: false; status: 403 | 409; message: string };

/**
 * Editing: the author only (no one else, Admins included: decision 046), within 10 minutes of
 * writing it, and not once it is removed.
 */
export function checkCommentEdit(comment: CommentState, employeeId: string, now: Date): CommentChange {
  if (comment.authorId !== employeeId) return { ok: false, status: 403, message: COMMENT_NOT_AUTHOR_MESSAGE };
  if (comment.removedAt) return { ok: false, status: 409, message: COMMENT_REMOVED_MESSAGE };
  if (!isWithinEditWindow(comment.createdAt, now)) {
    return { ok: false, status: 409, message: COMMENT_EDIT_EXPIRED_MESSAGE };
  }
  return { ok: true };
}

/** Removing: the author only, at any time, once. */
export function checkCommentRemoval(comment: CommentState, employeeId: string): CommentChange {
  if (comment.authorId !== employeeId) return { ok: false, status: 403, message: COMMENT_NOT_AUTHOR_MESSAGE };
  if (comment.removedAt) return { ok: false, status: 409, message: COMMENT_REMOVED_MESSAGE };
  return { ok: true };
}

export const isWithinEditWindow = (createdAt: Date | string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() <= COMMENT_EDIT_WINDOW_MS;

/** A comment's text as stored (trimmed), or why it cannot be. */
export function validateCommentBody(
  text: string,
): { ok: true; body: string } | { ok: false; message: string } {
  const body = text.trim();
  if (body.length === 0) return { ok: false, message: COMMENT_EMPTY_MESSAGE };
  if (body.length > COMMENT_MAX_LENGTH) return { ok: false, message: COMMENT_TOO_LONG_MESSAGE };
  return { ok: true, body };
}
