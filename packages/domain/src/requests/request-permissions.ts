import { worksItDesk, type AccessRole } from '../identity/roles';
import type { ApprovalFacts } from './approval-steps';
import { standsInForAny } from './approval-turn';
import { isApproverOf } from './approvals';
import { isRequestParty } from './request-party';
import { isEditable, isLocked } from './request-status';

export interface RequestViewer {
  employeeId: string;
  roles: readonly AccessRole[];
}

export interface RequestOwnership extends ApprovalFacts {
  createdById: string;
  requestedForId: string;
  assignedToId: string | null;
}

const approverIdsOf = (request: RequestOwnership) => [
  request.purchaseApproverId,
  request.secondaryPurchaseApproverId,
  request.preApproverId,
  request.estimateApproverId,
];

const isAdmin = (viewer: RequestViewer) => viewer.roles.includes('Admin');
export { isRequestParty };

/** An approver of any step, or their substitute while they are away (issue 13). */
export const isApproverOrStandIn = (request: RequestOwnership, employeeId: string) =>
  isApproverOf(request, employeeId) ||
  standsInForAny(employeeId, approverIdsOf(request), request.substitutions);

/**
 * Who may open a request: the person who created it or it is for, any of its approvers (and,
 * while they are away, their substitute, issue 13), the IT person it is assigned to, the IT desk (Admins and the IT desk role), and ELT for project
 * briefs (the Projects tab). Everyone else gets a 404, as if it did not exist.
 */
export function canViewRequest(request: RequestOwnership, viewer: RequestViewer): boolean {
  return (
    isRequestParty(request, viewer) ||
    isApproverOrStandIn(request, viewer.employeeId) ||
    request.assignedToId === viewer.employeeId ||
    worksItDesk(viewer.roles) ||
    (request.type === 'Project Brief' && viewer.roles.includes('ELT'))
  );
}

/** Editing: the requester or the person it is for, never while Locked nor once Cancelled. */
export function canEditRequest(request: RequestOwnership, viewer: RequestViewer): boolean {
  return isRequestParty(request, viewer) && isEditable(request.status);
}
/** Deleting: the requester or the person it is for, never while Locked. */
export function canDeleteRequest(request: RequestOwnership, viewer: RequestViewer): boolean {
  return isRequestParty(request, viewer) && !isLocked(request.status);
}

/** Ranking approved projects is for Admins. */
export const canRankProjects = (viewer: RequestViewer) => isAdmin(viewer);
/** The IT desk (the queue, assignment, status, estimates) is for Admins and the IT desk role. */
export const canWorkItDesk = (viewer: RequestViewer) => worksItDesk(viewer.roles);
/** The Projects tab is for ELT. */
export const canSeeProjectsTab = (viewer: RequestViewer) => viewer.roles.includes('ELT');
