import { STATUS, type RequestStatus } from '../request-constants';

/**
 * The request workflow's states are the ticket statuses of spec §4. They fall in three groups:
 * - approval waits: the request waits for an approver, or for the IT desk's estimate between
 *   a brief's two approvals; only the workflow moves it on, and the desk may only cancel it;
 * - fulfilment: the IT desk's own states, which it moves between freely;
 * - final: Cancelled. Nothing leaves it, so a rejection or a cancellation is never undone
 *   quietly; a new request starts again.
 */
export const APPROVAL_WAIT_STATES: readonly RequestStatus[] = [
  STATUS.pendingPurchaseApproval,
  STATUS.pendingPreApproval,
  STATUS.pendingEstimate,
  STATUS.pendingEstimateApproval,
];

export const FULFILMENT_STATES: readonly RequestStatus[] = [
  STATUS.pendingItAssignment,
  STATUS.pendingUserReply,
  STATUS.assigned,
  STATUS.onHold,
  STATUS.complete,
];

export const FINAL_STATES: readonly RequestStatus[] = [STATUS.cancelled];

/**
 * The states counted as "pending approval" (the highlight and badge of spec §4): the purchase
 * or pre-approval waits for its approver (status Pending Approval), or the estimate is Pending
 * Estimate.
 */
export const APPROVAL_PENDING_STATUSES: readonly RequestStatus[] = [
  STATUS.pendingPurchaseApproval,
  STATUS.pendingPreApproval,
  STATUS.pendingEstimate,
];

/** Closed (spec §4: not pending): Complete, On Hold and Cancelled. */
export const CLOSED_STATUSES: readonly RequestStatus[] = [STATUS.complete, STATUS.onHold, STATUS.cancelled];

export const isApprovalWait = (status: string) =>
  (APPROVAL_WAIT_STATES as readonly string[]).includes(status);
export const isFinal = (status: string) => (FINAL_STATES as readonly string[]).includes(status);
