import type { SubstitutionsOn } from '../approvals/substitutes';
import { APPROVAL_STATE, STATUS, type RequestStatus, type RequestType } from './request-constants';

/** The three approval steps of spec §4: a purchase's, and a project brief's two. */
export const APPROVAL_STEPS = ['purchase', 'pre-approval', 'estimate'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

export const APPROVAL_STEP_LABELS: Record<ApprovalStep, string> = {
  purchase: 'Purchase Approval',
  'pre-approval': 'Project Pre-Approval',
  estimate: 'Estimate Approval',
};

/** The approval facts of a request, as stored on it. */
export interface ApprovalFacts {
  type: RequestType;
  status: string;
  purchaseApproverId: string | null;
  secondaryPurchaseApproverId: string | null;
  purchaseApprovalStatus: string | null;
  preApproverId: string | null;
  preApprovalStatus: string | null;
  estimateApproverId: string | null;
  estimateApprovalStatus: string | null;
  sendEstimateApproval: boolean;
  /** Who stands in for the approvers today (issue 13); absent: nobody. */
  substitutions?: SubstitutionsOn | undefined;
}

interface StepRule {
  /** The request type the step belongs to. */
  type: RequestType;
  /** The request status while the step waits for its approver: the one state it is decided in. */
  waitsIn: RequestStatus;
  /** Where an approval takes the request; a rejection always cancels it. */
  approvedTo: RequestStatus;
  /** The request column that shows the step's own state (spec §3). */
  stateField: 'purchaseApprovalStatus' | 'preApprovalStatus' | 'estimateApprovalStatus';
}

/**
 * Each step, where it waits and where it leads. A purchase waits for its purchase approver and
 * then for the IT desk; a brief waits for its pre-approver, then for the IT desk's estimate
 * (Pending Estimate), then for the estimate approver, then for the IT desk.
 */
export const APPROVAL_STEP_RULES: Record<ApprovalStep, StepRule> = {
  purchase: {
    type: 'Purchase Request',
    waitsIn: STATUS.pendingPurchaseApproval,
    approvedTo: STATUS.pendingItAssignment,
    stateField: 'purchaseApprovalStatus',
  },
  'pre-approval': {
    type: 'Project Brief',
    waitsIn: STATUS.pendingPreApproval,
    approvedTo: STATUS.pendingEstimate,
    stateField: 'preApprovalStatus',
  },
  estimate: {
    type: 'Project Brief',
    waitsIn: STATUS.pendingEstimateApproval,
    approvedTo: STATUS.pendingItAssignment,
    stateField: 'estimateApprovalStatus',
  },
};

/** Who decides a step: the purchase approver or the secondary one; the pre- or estimate approver. */
export function stepApprovers(facts: ApprovalFacts, step: ApprovalStep): string[] {
  const ids =
    step === 'purchase'
      ? [facts.purchaseApproverId, facts.secondaryPurchaseApproverId]
      : [step === 'pre-approval' ? facts.preApproverId : facts.estimateApproverId];
  return ids.filter((id): id is string => id !== null);
}

/** The step a request in this status waits for, if it waits for an approver. */
export function waitingStepOf(status: string): ApprovalStep | null {
  return APPROVAL_STEPS.find((step) => APPROVAL_STEP_RULES[step].waitsIn === status) ?? null;
}

/** Whether a step's own state says it was decided. */
export const isDecided = (state: string | null) =>
  state === APPROVAL_STATE.approved || state === APPROVAL_STATE.rejected;

/** The label of who closed a step: "Approved By", or "Rejected By" / "Cancelled By" when it was. */
export function decidedByLabel(state: string | null): string {
  if (state === APPROVAL_STATE.rejected) return 'Rejected By';
  if (state === APPROVAL_STATE.cancelled) return 'Cancelled By';
  return 'Approved By';
}
