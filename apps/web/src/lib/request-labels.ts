import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  APPROVAL_STATE,
  AUTOMATICALLY_APPROVED,
  STATUS,
  type Priority,
  type RequestStatus,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import { vocabulary } from './vocabulary';

/*
 * A request's type, status, priority and approval state as the reader reads them (issue 30).
 * The domain and the API keep the spec's English values: they are what is stored, filtered and
 * sorted on; only what a screen shows goes through these, in the active language (like
 * lib/format.ts, which the whole tree re-renders with on a switch). The dashboard, the request
 * screens and the desk share them.
 */

/** The type as its button names it (spec §3): 'Support', 'Purchase', 'Quote', 'Project Brief'. */
const TYPES: Readonly<Record<RequestType, MessageDescriptor>> = {
  'Support Request': msg`Support`,
  'Purchase Request': msg`Purchase`,
  'Quote Request': msg`Quote`,
  'Project Brief': msg`Project Brief`,
};

const STATUSES: Readonly<Record<RequestStatus, MessageDescriptor>> = {
  [STATUS.pendingItAssignment]: msg`Pending IT Assignment`,
  [STATUS.pendingUserReply]: msg`Pending User Reply`,
  [STATUS.pendingPurchaseApproval]: msg`Pending Purchase Approval`,
  [STATUS.pendingPreApproval]: msg`Pending Pre-Approval`,
  [STATUS.pendingEstimate]: msg`Pending Estimate`,
  [STATUS.pendingEstimateApproval]: msg`Pending Estimate Approval`,
  [STATUS.assigned]: msg`Assigned`,
  [STATUS.onHold]: msg`On Hold`,
  [STATUS.complete]: msg`Complete`,
  [STATUS.cancelled]: msg`Cancelled`,
};

const PRIORITIES: Readonly<Record<Priority, MessageDescriptor>> = {
  '3 - Low': msg`3 - Low`,
  '2 - Medium': msg`2 - Medium`,
  '1 - HIGH': msg`1 - HIGH`,
};

/** An approval step's state; in French a step (une approbation) is feminine, like a request. */
const APPROVAL_STATES: Readonly<Record<string, MessageDescriptor>> = {
  [APPROVAL_STATE.pendingApproval]: msg`Pending Approval`,
  [APPROVAL_STATE.pendingEstimate]: msg({ context: 'approval step', message: 'Pending Estimate' }),
  [APPROVAL_STATE.approved]: msg({ context: 'approval step', message: 'Approved' }),
  [APPROVAL_STATE.rejected]: msg({ context: 'approval step', message: 'Rejected' }),
  [APPROVAL_STATE.cancelled]: msg({ context: 'approval step', message: 'Cancelled' }),
  [AUTOMATICALLY_APPROVED]: msg`Automatically Approved`,
};

export const formatRequestType: (type: RequestType) => string = vocabulary(TYPES);
export const formatRequestStatus: (status: RequestStatus | string) => string = vocabulary(STATUSES);
export const formatPriority: (priority: Priority | string) => string = vocabulary(PRIORITIES);
export const formatApprovalState: (state: string) => string = vocabulary(APPROVAL_STATES);
