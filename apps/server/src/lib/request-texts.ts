import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  APPROVAL_STATE,
  AUTOMATICALLY_APPROVED,
  STATUS,
  type Priority,
  type RequestType,
} from '@portico/domain/requests/request-constants';

/*
 * A request’s status, type, priority and approval state in a reader’s language, for what the
 * server writes for them (notifications, CSV files). The stored values stay the spec's English;
 * the web app's lib/request-labels.ts does the same for the screens.
 */

const STATUSES: Record<keyof typeof STATUS, MessageDescriptor> = {
  pendingItAssignment: /*i18n*/ { id: 'status.pendingItAssignment', message: 'Pending IT Assignment' },
  pendingUserReply: /*i18n*/ { id: 'status.pendingUserReply', message: 'Pending User Reply' },
  pendingPurchaseApproval: /*i18n*/ {
    id: 'status.pendingPurchaseApproval',
    message: 'Pending Purchase Approval',
  },
  pendingPreApproval: /*i18n*/ { id: 'status.pendingPreApproval', message: 'Pending Pre-Approval' },
  pendingEstimate: /*i18n*/ { id: 'status.pendingEstimate', message: 'Pending Estimate' },
  pendingEstimateApproval: /*i18n*/ {
    id: 'status.pendingEstimateApproval',
    message: 'Pending Estimate Approval',
  },
  assigned: /*i18n*/ { id: 'status.assigned', message: 'Assigned' },
  onHold: /*i18n*/ { id: 'status.onHold', message: 'On Hold' },
  complete: /*i18n*/ { id: 'status.complete', message: 'Complete' },
  cancelled: /*i18n*/ { id: 'status.cancelled', message: 'Cancelled' },
};

const TYPES: Record<RequestType, MessageDescriptor> = {
  'Support Request': /*i18n*/ { id: 'type.support', message: 'Support Request' },
  'Purchase Request': /*i18n*/ { id: 'type.purchase', message: 'Purchase Request' },
  'Quote Request': /*i18n*/ { id: 'type.quote', message: 'Quote Request' },
  'Project Brief': /*i18n*/ { id: 'type.projectBrief', message: 'Project Brief' },
};

const PRIORITIES: Record<Priority, MessageDescriptor> = {
  '3 - Low': /*i18n*/ { id: 'priority.low', message: '3 - Low' },
  '2 - Medium': /*i18n*/ { id: 'priority.medium', message: '2 - Medium' },
  '1 - HIGH': /*i18n*/ { id: 'priority.high', message: '1 - HIGH' },
};

const APPROVAL_STATES: Record<keyof typeof APPROVAL_STATE | 'automatic', MessageDescriptor> = {
  pendingApproval: /*i18n*/ { id: 'approvalState.pendingApproval', message: 'Pending Approval' },
  pendingEstimate: /*i18n*/ { id: 'approvalState.pendingEstimate', message: 'Pending Estimate' },
  approved: /*i18n*/ { id: 'approvalState.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'approvalState.rejected', message: 'Rejected' },
  cancelled: /*i18n*/ { id: 'approvalState.cancelled', message: 'Cancelled' },
  automatic: /*i18n*/ { id: 'approvalState.automatic', message: 'Automatically Approved' },
};

/** Stored value → its descriptor; a value the portal does not know (none should be stored) is written as stored. */
const vocabulary = (entries: [string, MessageDescriptor][]) => {
  const byValue = new Map(entries);
  return (i18n: I18n, value: string): string => {
    const descriptor = byValue.get(value);
    return descriptor ? i18n._(descriptor) : value;
  };
};

export const requestStatusText = vocabulary(
  Object.entries(STATUS).map(([key, status]) => [status, STATUSES[key as keyof typeof STATUS]]),
);
export const requestTypeText = vocabulary(Object.entries(TYPES));
export const requestPriorityText = vocabulary(Object.entries(PRIORITIES));
export const approvalStateText = vocabulary([
  ...Object.entries(APPROVAL_STATE).map(([key, state]): [string, MessageDescriptor] => [
    state,
    APPROVAL_STATES[key as keyof typeof APPROVAL_STATE],
  ]),
  [AUTOMATICALLY_APPROVED, APPROVAL_STATES.automatic],
]);
