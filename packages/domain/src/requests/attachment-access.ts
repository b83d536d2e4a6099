import { z } from 'zod';
import { attachmentSchema } from './request-dto';
import { canWorkItDesk, type RequestViewer } from './request-permissions';
import { AUTOMATICALLY_APPROVED } from './request-constants';
import { isOpen } from './request-status';

/** The request an attachment change is checked against. */
export interface AttachmentTarget {
  createdById: string;
  requestedForId: string;
  status: string;
}

/**
 * Who may add or remove a request's attachments: the person who created it or it is for, while
 * the request is open (not Complete, On Hold or Cancelled), and the IT desk, which may add a
 * quote or an invoice at any point. Not "while unlocked": the spec sends the requester
 * to the attachments step right after saving, when a purchase or project brief is already
 * waiting (Locked) for its approver — who needs the quote or brief attached to decide. Seeing a
 * request is not enough: an approver reads the attachments but does not change them.
 */
export function canChangeAttachments(request: AttachmentTarget, viewer: RequestViewer): boolean {
  if (canWorkItDesk(viewer)) return true;
  const isParty = request.createdById === viewer.employeeId || request.requestedForId === viewer.employeeId;
  return isParty && isOpen(request.status);
}

/** An upload without a file part (the spec has no message for it; the form never sends one). */
export const MISSING_FILE = 'Choose a file to upload.';

export const attachmentListSchema = z.object({ items: z.array(attachmentSchema) });
export type AttachmentList = z.infer<typeof attachmentListSchema>;

/** Why a file an approver decided with cannot be deleted (decision 013). */
export const SEEN_AT_DECISION_MESSAGE =
  'This file was attached when the request was approved or rejected, so it stays with the request.';

/** A closed line of the Approval History, as far as the files' rule needs it. */
export interface DecisionLine {
  status: string;
  notes: string | null;
  completedAt: Date | string | null;
}

/**
 * When an approver last decided the request (Approved or Rejected by a person, not the
 * creator's automatic approval at submission, which comes before any file): null if never.
 */
export function lastDecisionAt(history: readonly DecisionLine[]): Date | null {
  const times = history
    .filter((line) => (line.status === 'Approved' || line.status === 'Rejected') && line.completedAt)
    .filter((line) => line.notes !== AUTOMATICALLY_APPROVED)
    .map((line) => new Date(line.completedAt!).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * Files an approver has seen stay (decision 013): a file present at the request's last
 * decision cannot be deleted by anyone; files added since can, by those who may change them.
 */
export function seenAtDecision(fileCreatedAt: Date | string, decidedAt: Date | null): boolean {
  return decidedAt !== null && new Date(fileCreatedAt).getTime() <= decidedAt.getTime();
}
