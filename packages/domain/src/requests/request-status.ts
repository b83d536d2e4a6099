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

/** Pending (open): any state other than Complete, On Hold or Cancelled. */
export function isOpen(status: string): boolean {
  return !(CLOSED_STATUSES as readonly string[]).includes(status);
}

/** A Project Brief with status Assigned is an approved project, listed for ranking. */
export function isApprovedProject(request: { type: RequestType; status: string }): boolean {
  return request.type === 'Project Brief' && request.status === STATUS.assigned;
}
