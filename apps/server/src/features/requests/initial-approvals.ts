import type { InitialApprovalState } from '@portico/domain/requests/approvals';
import type { RequestViewer } from '@portico/domain/requests/request-permissions';
import type { NewApprovalRecord, NewRequestRecord } from './request-queries';
import type { RequestApprovers } from './request-references';

interface Creator extends RequestViewer {
  displayName: string;
}

/** The approval columns of a new request: approvers, step states, and any auto-approval. */
export function initialApprovalColumns(
  initial: InitialApprovalState,
  approvers: RequestApprovers,
  creator: Creator,
  now: Date,
): Partial<NewRequestRecord> {
  const purchaseAuto = initial.autoApprovedStep === 'purchase';
  const preAuto = initial.autoApprovedStep === 'pre-approval';
  return {
    ...approvers,
    status: initial.status,
    purchaseApprovalStatus: initial.purchaseApprovalStatus,
    purchaseApprovalNotes: initial.purchaseApprovalNotes,
    purchaseApprovedByName: initial.purchaseApprovedByName,
    purchaseApprovedById: purchaseAuto ? creator.employeeId : null,
    purchaseApprovedOn: purchaseAuto ? now : null,
    preApprovalStatus: initial.preApprovalStatus,
    preApprovalNotes: initial.preApprovalNotes,
    preApprovedOn: preAuto ? now : null,
    estimateApprovalStatus: initial.estimateApprovalStatus,
    submittedByIsPurchaseApprover: initial.submittedByIsPurchaseApprover,
    submittedByIsPreApprover: initial.submittedByIsPreApprover,
  };
}

/**
 * The Approval History rows a submission starts: an open row for the step now waiting, or a
 * closed one for a step approved automatically. After an automatic pre-approval nothing waits
 * for an approver yet: the IT desk estimates first.
 */
export function initialApprovalRecords(
  requestId: string,
  initial: InitialApprovalState,
  approvers: RequestApprovers,
  creator: Creator,
  now: Date,
): NewApprovalRecord[] {
  const rows: NewApprovalRecord[] = [];
  if (initial.autoApprovedStep) {
    rows.push({
      requestId,
      step: initial.autoApprovedStep,
      approverId: creator.employeeId,
      actorId: creator.employeeId,
      status: 'Approved',
      notes:
        initial.autoApprovedStep === 'purchase' ? initial.purchaseApprovalNotes : initial.preApprovalNotes,
      createdAt: now,
      completedAt: now,
    });
  }
  if (initial.waitingStep) {
    rows.push({
      requestId,
      step: initial.waitingStep,
      approverId:
        initial.waitingStep === 'purchase'
          ? approvers.purchaseApproverId
          : initial.waitingStep === 'pre-approval'
            ? approvers.preApproverId
            : approvers.estimateApproverId,
      status: 'Pending',
      createdAt: now,
    });
  }
  return rows;
}
