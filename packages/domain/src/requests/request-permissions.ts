import type { AccessRole } from '../identity/roles';
import { isApproverOf, type ApprovalFacts } from './approvals';
import { isLocked } from './request-status';

export interface RequestViewer {
  employeeId: string;
  roles: readonly AccessRole[];
}

export interface RequestOwnership extends ApprovalFacts {
  createdById: string;
  requestedForId: string;
  assignedToId: string | null;
}

const isAdmin = (viewer: RequestViewer) => viewer.roles.includes('Admin');
const isParty = (request: RequestOwnership, viewer: RequestViewer) =>
  request.createdById === viewer.employeeId || request.requestedForId === viewer.employeeId;

/**
 * Who may open a request: the person who created it or it is for, any of its approvers, the IT
 * person it is assigned to, Admins (who work the IT desk), and ELT for project briefs (the
 * Projects tab). Everyone else gets a 404, as if it did not exist.
 */
export function canViewRequest(request: RequestOwnership, viewer: RequestViewer): boolean {
  return (
    isParty(request, viewer) ||
    isApproverOf(request, viewer.employeeId) ||
    request.assignedToId === viewer.employeeId ||
    isAdmin(viewer) ||
    (request.type === 'Project Brief' && viewer.roles.includes('ELT'))
  );
}

/** Editing and deleting: the requester or the person it is for, and never while Locked. */
export function canEditRequest(request: RequestOwnership, viewer: RequestViewer): boolean {
  return isParty(request, viewer) && !isLocked(request.status);
}
export const canDeleteRequest = canEditRequest;

/** Ranking approved projects is for Admins. */
export const canRankProjects = (viewer: RequestViewer) => isAdmin(viewer);
/** The IT desk (assignment, status, estimates) is for Admins. */
export const canWorkItDesk = (viewer: RequestViewer) => isAdmin(viewer);
/** The Projects tab is for ELT. */
export const canSeeProjectsTab = (viewer: RequestViewer) => viewer.roles.includes('ELT');
