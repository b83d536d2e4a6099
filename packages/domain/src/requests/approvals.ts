import type { ApprovalFacts } from './approval-steps';
import { APPROVAL_PENDING_STATUSES } from './workflow/workflow-states';

/**
 * Highlighted and counted in the Approval Requests badge (spec §4): the purchase or project
 * pre-approval status is Pending Approval, or the estimate status is Pending Estimate — read
 * from the request's state, which the workflow keeps in step with those columns.
 */
export function isApprovalPending(facts: Pick<ApprovalFacts, 'status'>): boolean {
  return (APPROVAL_PENDING_STATUSES as readonly string[]).includes(facts.status);
}

/** Status shown in approval lists: Purchase → purchase status; Project Brief → estimate, else pre-approval. */
export function approvalListStatus(facts: ApprovalFacts): string | null {
  if (facts.type === 'Purchase Request') return facts.purchaseApprovalStatus;
  if (facts.type === 'Project Brief') return facts.estimateApprovalStatus ?? facts.preApprovalStatus;
  return null;
}

/** Whether a person is any of the four approvers of a request (the for-approval list). */
export function isApproverOf(facts: ApprovalFacts, employeeId: string): boolean {
  return [
    facts.purchaseApproverId,
    facts.secondaryPurchaseApproverId,
    facts.preApproverId,
    facts.estimateApproverId,
  ].includes(employeeId);
}

/** Estimated cost = hours × rate, in cents to avoid floating-point drift. */
export function estimatedCost(hours: number, rate: number): number {
  return Math.round(hours * rate * 100) / 100;
}
