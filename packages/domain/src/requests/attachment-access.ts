import { z } from 'zod';
import { attachmentSchema } from './request-dto';
import { canWorkItDesk, type RequestViewer } from './request-permissions';
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
