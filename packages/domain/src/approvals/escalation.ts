import type { ApprovalStep } from '../requests/approval-steps';

/**
 * Whom an escalated step is told to (decision 045): a purchase's secondary approver, when there
 * is one other than the approver; otherwise the approver's manager (null: nobody to tell, the
 * step still shows 'Escalated').
 */
export function escalationRecipient(escalating: {
  step: ApprovalStep;
  approverId: string | null;
  secondaryPurchaseApproverId: string | null;
  approverManagerId: string | null;
}): string | null {
  const secondary = escalating.step === 'purchase' ? escalating.secondaryPurchaseApproverId : null;
  if (secondary && secondary !== escalating.approverId) return secondary;
  return escalating.approverManagerId;
}
