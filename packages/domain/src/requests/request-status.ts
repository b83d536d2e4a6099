import { STATUS, type RequestType } from './request-constants';
import { CLOSED_STATUSES } from './workflow/workflow-states';

/**
 * Locked (not editable, not deletable): status Complete, or containing 'Pending' other than
 * Pending IT Assignment and Pending User Reply (spec §4).
 */
export function isLocked(status: string): boolean {
  if (status === STATUS.complete) return true;
  if (status === STATUS.pendingItAssignment || status === STATUS.pendingUserReply) return false;
  return status.includes('Pending');
}

/**
 * Whether the requester may still change the request's fields: not while Locked, and not once
 * Cancelled. The spec's lock rule leaves Cancelled open, but a cancelled request is final (a
 * rejected approval or the desk's decision; docs/request-workflow.md): an edit could neither
 * move it nor take files, so it is refused. Deleting a cancelled request stays allowed.
 */
export function isEditable(status: string): boolean {
  return !isLocked(status) && status !== STATUS.cancelled;
}

/** Pending (open): any state other than Complete, On Hold or Cancelled. */
export function isOpen(status: string): boolean {
  return !(CLOSED_STATUSES as readonly string[]).includes(status);
}

/** A Project Brief with status Assigned is an approved project, listed for ranking. */
export function isApprovedProject(request: { type: RequestType; status: string }): boolean {
  return request.type === 'Project Brief' && request.status === STATUS.assigned;
}
