import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import type { ApprovalDecision } from '@portico/domain/requests/request-constants';

/** The approval steps' names in the reader's language (the domain keeps the spec's English). */
export const APPROVAL_STEP_MESSAGES: Readonly<Record<ApprovalStep, MessageDescriptor>> = {
  purchase: msg`Purchase Approval`,
  'pre-approval': msg`Project Pre-Approval`,
  estimate: msg`Estimate Approval`,
};

/** The decisions an approver chooses from, in the reader's language. */
export const APPROVAL_DECISION_MESSAGES: Readonly<Record<ApprovalDecision, MessageDescriptor>> = {
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
};
