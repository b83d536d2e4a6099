import type { RequestApprovers } from '../approver-routing';
import { APPROVAL_STATE, AUTOMATICALLY_APPROVED, STATUS, type RequestType } from '../request-constants';
import type { Transition, WorkflowActor, WorkflowClock, WorkflowColumns } from './workflow-types';

const NOTHING_DECIDED: Partial<WorkflowColumns> = {
  purchaseApprovalStatus: null,
  purchaseApprovalNotes: null,
  purchaseApprovedOn: null,
  purchaseApprovedById: null,
  purchaseApprovedByName: null,
  preApprovalStatus: null,
  preApprovalNotes: null,
  preApprovedOn: null,
  estimateApprovalStatus: null,
  submittedByIsPurchaseApprover: false,
  submittedByIsPreApprover: false,
};

/**
 * A new request (the workflow's first event). Support and quote requests go straight to the IT
 * desk. A purchase waits for its purchase approver and a brief for its pre-approver, unless
 * the creator is that approver: then the step is approved at once, 'Automatically Approved'
 * (spec §4). Who creates the request decides this, not who it is for.
 */
export function submitRequest(
  type: RequestType,
  creator: WorkflowActor,
  approvers: RequestApprovers,
  clock: WorkflowClock,
): Transition {
  const base = { from: null, history: [], notices: [] };
  const columns = { ...approvers, ...NOTHING_DECIDED };
  if (type === 'Purchase Request') {
    if (approvers.purchaseApproverId === creator.employeeId) {
      return {
        ...base,
        to: STATUS.pendingItAssignment,
        changes: {
          ...columns,
          status: STATUS.pendingItAssignment,
          purchaseApprovalStatus: APPROVAL_STATE.approved,
          purchaseApprovalNotes: AUTOMATICALLY_APPROVED,
          purchaseApprovedOn: clock.now,
          purchaseApprovedById: creator.employeeId,
          purchaseApprovedByName: creator.displayName,
          submittedByIsPurchaseApprover: true,
        },
        history: [autoApproved('purchase', creator)],
      };
    }
    return {
      ...base,
      to: STATUS.pendingPurchaseApproval,
      changes: {
        ...columns,
        status: STATUS.pendingPurchaseApproval,
        purchaseApprovalStatus: APPROVAL_STATE.pendingApproval,
      },
      history: [{ kind: 'open', step: 'purchase', approverId: approvers.purchaseApproverId }],
    };
  }
  if (type === 'Project Brief') {
    if (approvers.preApproverId === creator.employeeId) {
      // Nothing waits for an approver yet: the IT desk estimates first.
      return {
        ...base,
        to: STATUS.pendingEstimate,
        changes: {
          ...columns,
          status: STATUS.pendingEstimate,
          preApprovalStatus: APPROVAL_STATE.approved,
          preApprovalNotes: AUTOMATICALLY_APPROVED,
          preApprovedOn: clock.now,
          estimateApprovalStatus: APPROVAL_STATE.pendingEstimate,
          submittedByIsPreApprover: true,
        },
        history: [autoApproved('pre-approval', creator)],
      };
    }
    return {
      ...base,
      to: STATUS.pendingPreApproval,
      changes: {
        ...columns,
        status: STATUS.pendingPreApproval,
        preApprovalStatus: APPROVAL_STATE.pendingApproval,
      },
      history: [{ kind: 'open', step: 'pre-approval', approverId: approvers.preApproverId }],
    };
  }
  return {
    ...base,
    to: STATUS.pendingItAssignment,
    changes: { ...columns, status: STATUS.pendingItAssignment },
  };
}

const autoApproved = (step: 'purchase' | 'pre-approval', creator: WorkflowActor) =>
  ({
    kind: 'close',
    step,
    status: 'Approved',
    approverId: creator.employeeId,
    actorId: creator.employeeId,
    notes: AUTOMATICALLY_APPROVED,
  }) as const;
