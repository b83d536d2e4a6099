/** The four kinds of IT request (spec §3 Parent_Type__c) with the form's button labels. */
export const REQUEST_TYPES = [
  'Support Request',
  'Purchase Request',
  'Quote Request',
  'Project Brief',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_BUTTONS: Record<RequestType, string> = {
  'Support Request': 'Support',
  'Purchase Request': 'Purchase',
  'Quote Request': 'Quote',
  'Project Brief': 'Project Brief',
};

/** URL slugs of `/serviceRequestTypes/{type}`; `pending` lists open requests of every type. */
export const REQUEST_TYPE_SLUGS = {
  support: 'Support Request',
  purchase: 'Purchase Request',
  quote: 'Quote Request',
  'project-brief': 'Project Brief',
} as const satisfies Record<string, RequestType>;
export type RequestTypeSlug = keyof typeof REQUEST_TYPE_SLUGS | 'pending';

export const PRIORITIES = ['3 - Low', '2 - Medium', '1 - HIGH'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const NONE_OPTION = '--None--';
export const PROJECT_TYPES = [
  'New Solution',
  'Copy of an Existing Solution',
  'Enhancement to a Solution',
] as const;
export const APPROVAL_DECISIONS = ['Approved', 'Rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/**
 * Ticket statuses. The spec names Complete, Pending IT Assignment, Pending User Reply, Assigned,
 * On Hold and Cancelled "and others containing 'Pending'": the approval waits below.
 */
export const STATUS = {
  pendingItAssignment: 'Pending IT Assignment',
  pendingUserReply: 'Pending User Reply',
  pendingPurchaseApproval: 'Pending Purchase Approval',
  pendingPreApproval: 'Pending Pre-Approval',
  pendingEstimate: 'Pending Estimate',
  pendingEstimateApproval: 'Pending Estimate Approval',
  assigned: 'Assigned',
  onHold: 'On Hold',
  complete: 'Complete',
  cancelled: 'Cancelled',
} as const;
export type RequestStatus = (typeof STATUS)[keyof typeof STATUS];
export const REQUEST_STATUSES = Object.values(STATUS) as RequestStatus[];

/** Statuses the IT desk sets by hand; the approval waits are set by the workflow only. */
export const DESK_STATUSES: RequestStatus[] = [
  STATUS.pendingItAssignment,
  STATUS.pendingUserReply,
  STATUS.assigned,
  STATUS.onHold,
  STATUS.complete,
  STATUS.cancelled,
];

/** Approval step states (Purch_Approval_Status__c, Proj_Pre_Approval_Status__c, Proj_Estimate_Approval_Status__c). */
export const APPROVAL_STATE = {
  pendingApproval: 'Pending Approval',
  pendingEstimate: 'Pending Estimate',
  approved: 'Approved',
  rejected: 'Rejected',
  /** The step stopped waiting because the IT desk cancelled the request. */
  cancelled: 'Cancelled',
} as const;
export type ApprovalState = (typeof APPROVAL_STATE)[keyof typeof APPROVAL_STATE];

export const AUTOMATICALLY_APPROVED = 'Automatically Approved';

// The data-table constants are every list's, kept in shared/list-query; named here too for
// the request screens that already import them from this module.
export {
  DEFAULT_PAGE_SIZE,
  EDITABLE_DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  TABLE_PAGE_SIZES,
} from '../shared/list-query';
export const DASHBOARD_RECENT_REQUESTS = 5;

/** Estimated costs are shown as Canadian dollars. */
export const CURRENCY = 'CAD';
