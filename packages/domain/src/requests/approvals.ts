import {
  APPROVAL_STATE,
  AUTOMATICALLY_APPROVED,
  STATUS,
  type ApprovalDecision,
  type RequestStatus,
  type RequestType,
} from './request-constants';

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
}

const decided = (state: string | null) =>
  state === APPROVAL_STATE.approved || state === APPROVAL_STATE.rejected;

/**
 * Highlighted and counted in the Approval Requests badge (spec §4): the purchase or project
 * pre-approval status is Pending Approval, or the estimate status is Pending Estimate.
 */
export function isApprovalPending(facts: ApprovalFacts): boolean {
  return (
    facts.purchaseApprovalStatus === APPROVAL_STATE.pendingApproval ||
    facts.preApprovalStatus === APPROVAL_STATE.pendingApproval ||
    facts.estimateApprovalStatus === APPROVAL_STATE.pendingEstimate
  );
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

/**
 * Which approval forms a person sees (spec §4): purchase — the primary or secondary purchase
 * approver, while the status is neither Approved nor Rejected; pre-approval — the
 * pre-approver, likewise; estimate — the estimate approver, once the estimate was sent.
 */
export function eligibleApprovalSteps(facts: ApprovalFacts, employeeId: string): ApprovalStep[] {
  const steps: ApprovalStep[] = [];
  if (
    facts.type === 'Purchase Request' &&
    facts.purchaseApprovalStatus !== null &&
    !decided(facts.purchaseApprovalStatus) &&
    (facts.purchaseApproverId === employeeId || facts.secondaryPurchaseApproverId === employeeId)
  ) {
    steps.push('purchase');
  }
  if (
    facts.type === 'Project Brief' &&
    facts.preApprovalStatus !== null &&
    !decided(facts.preApprovalStatus) &&
    facts.preApproverId === employeeId
  ) {
    steps.push('pre-approval');
  }
  if (
    facts.type === 'Project Brief' &&
    facts.preApprovalStatus === APPROVAL_STATE.approved &&
    facts.sendEstimateApproval &&
    facts.estimateApprovalStatus !== null &&
    !decided(facts.estimateApprovalStatus) &&
    facts.estimateApproverId === employeeId
  ) {
    steps.push('estimate');
  }
  return steps;
}

export interface ApprovalOutcome {
  /** New value of the step's status field. */
  stepStatus: ApprovalDecision;
  /** The request's new ticket status. */
  status: RequestStatus;
  /** The estimate waits for IT once the project is pre-approved. */
  estimateApprovalStatus?: string;
}

/** What a decision does to the request (the workflow of spec §4, made whole in docs/requests.md). */
export function outcomeOf(step: ApprovalStep, decision: ApprovalDecision): ApprovalOutcome {
  if (decision === 'Rejected') return { stepStatus: 'Rejected', status: STATUS.cancelled };
  if (step === 'pre-approval') {
    return {
      stepStatus: 'Approved',
      status: STATUS.pendingEstimate,
      estimateApprovalStatus: APPROVAL_STATE.pendingEstimate,
    };
  }
  return { stepStatus: 'Approved', status: STATUS.pendingItAssignment };
}

export interface SubmissionApprovers {
  purchaseApproverId: string | null;
  preApproverId: string | null;
}

export interface InitialApprovalState {
  status: RequestStatus;
  purchaseApprovalStatus: string | null;
  purchaseApprovedByName: string | null;
  purchaseApprovalNotes: string | null;
  preApprovalStatus: string | null;
  preApprovalNotes: string | null;
  estimateApprovalStatus: string | null;
  submittedByIsPurchaseApprover: boolean;
  submittedByIsPreApprover: boolean;
  /** The step decided automatically at submission, if any. */
  autoApprovedStep: ApprovalStep | null;
  /** The step now waiting for its approver, if any. */
  waitingStep: ApprovalStep | null;
}

/**
 * The approval state of a new request, with auto-approval on submit (spec §4): a creator who is
 * the chosen purchase approver approves their own purchase ("Automatically Approved", approved
 * by the creator's name); a creator who is the pre-approver pre-approves their own brief.
 */
export function initialApprovalState(
  type: RequestType,
  creator: { id: string; name: string },
  approvers: SubmissionApprovers,
): InitialApprovalState {
  const base: InitialApprovalState = {
    status: STATUS.pendingItAssignment,
    purchaseApprovalStatus: null,
    purchaseApprovedByName: null,
    purchaseApprovalNotes: null,
    preApprovalStatus: null,
    preApprovalNotes: null,
    estimateApprovalStatus: null,
    submittedByIsPurchaseApprover: false,
    submittedByIsPreApprover: false,
    autoApprovedStep: null,
    waitingStep: null,
  };
  if (type === 'Purchase Request') {
    if (approvers.purchaseApproverId === creator.id) {
      return {
        ...base,
        purchaseApprovalStatus: APPROVAL_STATE.approved,
        purchaseApprovedByName: creator.name,
        purchaseApprovalNotes: AUTOMATICALLY_APPROVED,
        submittedByIsPurchaseApprover: true,
        autoApprovedStep: 'purchase',
      };
    }
    return {
      ...base,
      status: STATUS.pendingPurchaseApproval,
      purchaseApprovalStatus: APPROVAL_STATE.pendingApproval,
      waitingStep: 'purchase',
    };
  }
  if (type === 'Project Brief') {
    if (approvers.preApproverId === creator.id) {
      return {
        ...base,
        status: STATUS.pendingEstimate,
        preApprovalStatus: APPROVAL_STATE.approved,
        preApprovalNotes: AUTOMATICALLY_APPROVED,
        estimateApprovalStatus: APPROVAL_STATE.pendingEstimate,
        submittedByIsPreApprover: true,
        autoApprovedStep: 'pre-approval',
      };
    }
    return {
      ...base,
      status: STATUS.pendingPreApproval,
      preApprovalStatus: APPROVAL_STATE.pendingApproval,
      waitingStep: 'pre-approval',
    };
  }
  return base;
}

/** The IT desk may send an estimate only while the pre-approved project waits for one. */
export function canSendEstimate(facts: ApprovalFacts): boolean {
  return (
    facts.type === 'Project Brief' &&
    facts.preApprovalStatus === APPROVAL_STATE.approved &&
    facts.estimateApprovalStatus === APPROVAL_STATE.pendingEstimate
  );
}

/** Estimated cost = hours × rate, in cents to avoid floating-point drift. */
export function estimatedCost(hours: number, rate: number): number {
  return Math.round(hours * rate * 100) / 100;
}
