import { z } from 'zod';
import { APPROVAL_STEPS } from './approval-steps';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUEST_TYPES } from './request-constants';

/** `GET /api/requests` views: the three tabs, the ranking list, and the IT desk queue. */
export const REQUEST_VIEWS = ['mine', 'approvals', 'projects', 'ranking', 'desk'] as const;
export type RequestView = (typeof REQUEST_VIEWS)[number];
export const REQUEST_SORTS = [
  'name',
  'createdAt',
  'type',
  'description',
  'priority',
  'assignedTo',
  'status',
  'category',
  'rank',
] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

export const requestListQuerySchema = listQuerySchema(REQUEST_SORTS, { sort: 'name', order: 'desc' }).extend({
  view: z.enum(REQUEST_VIEWS).default('mine'),
  /** A `/serviceRequestTypes/{type}` slug: support, purchase, quote, project-brief, or pending (open). */
  type: z.enum(['support', 'purchase', 'quote', 'project-brief', 'pending']).optional(),
  status: z.string().max(100).optional(),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

const person = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof person>;

export const requestRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
  type: z.enum(REQUEST_TYPES),
  description: z.string(),
  priority: z.string(),
  category: z.string().nullable(),
  assignedTo: z.string().nullable(),
  requestedFor: z.string(),
  createdBy: z.string(),
  status: z.string(),
  /** The approval list's status column (spec §4). */
  approvalStatus: z.string().nullable(),
  /** Its current step waits for the viewer's decision: highlighted and counted in the badge. */
  approvalPending: z.boolean(),
  locked: z.boolean(),
  rank: z.number().nullable(),
  /** Whether the signed-in person may open the request: its row links to it only then. */
  canOpen: z.boolean(),
  /** The approver whose waiting step the viewer decides today as their substitute (issue 13). */
  standingInFor: z.string().nullable(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

export const requestListSchema = pagedListSchema(requestRowSchema);
export type RequestList = z.infer<typeof requestListSchema>;

export const requestSummarySchema = z.object({
  /** The signed-in person's open requests: the dashboard tile. */
  openCount: z.number().int(),
  /** Requests whose current step waits for their decision: the tab badge (decision 014). */
  approvalPendingCount: z.number().int(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectCode: z.string(),
  group: z.string().nullable(),
  projectManager: z.string().nullable(),
  purchaseManager: z.string().nullable(),
  projectManagerActive: z.boolean(),
  purchaseManagerActive: z.boolean(),
  account: z.object({ name: z.string(), billingAddress: z.string().nullable() }).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  currency: z.string().nullable(),
  /** Who approves requests on this project, by name (the routing falls back when one is missing). */
  approvers: z.object({
    purchase: z.string().nullable(),
    secondaryPurchase: z.string().nullable(),
    preApproval: z.string().nullable(),
    estimate: z.string().nullable(),
  }),
});
export type ProjectDetails = z.infer<typeof projectSchema>;

export const requestDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
  /**
   * The saved state this detail shows (its last change, ISO): an edit sends it back as
   * `If-Match`, and one made on an older state is refused (REQUEST_CHANGED_MESSAGE).
   */
  version: z.string(),
  type: z.enum(REQUEST_TYPES),
  createdBy: person,
  requestedFor: person,
  onBehalf: z.boolean(),
  category: z.object({ id: z.string(), name: z.string() }),
  project: projectSchema.nullable(),
  priority: z.string(),
  neededBy: z.string(),
  description: z.string(),
  requestDetails: z.string(),
  productBrand: z.string().nullable(),
  productModal: z.string().nullable(),
  productQuantity: z.string().nullable(),
  deliveryDetails: z.string().nullable(),
  projectTitle: z.string().nullable(),
  projectType: z.string().nullable(),
  projectImportance: z.string().nullable(),
  projectProblem: z.string().nullable(),
  projectGoal: z.string().nullable(),
  projectSuccess: z.string().nullable(),
  projectBudget: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  purchase: z.object({
    approver: z.string().nullable(),
    secondaryApprover: z.string().nullable(),
    status: z.string().nullable(),
    approvedBy: z.string().nullable(),
    notes: z.string().nullable(),
    approvedOn: z.string().nullable(),
  }),
  preApproval: z.object({
    approver: z.string().nullable(),
    status: z.string().nullable(),
    notes: z.string().nullable(),
    approvedOn: z.string().nullable(),
  }),
  estimate: z.object({
    approver: z.string().nullable(),
    status: z.string().nullable(),
    notes: z.string().nullable(),
    approvedOn: z.string().nullable(),
    sent: z.boolean(),
    sentOn: z.string().nullable(),
    hours: z.number().nullable(),
    rate: z.number().nullable(),
    cost: z.number().nullable(),
    note: z.string().nullable(),
  }),
  status: z.string(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  estimatedCompletion: z.string().nullable(),
  completedOn: z.string().nullable(),
  statusNotes: z.string().nullable(),
  rank: z.number().nullable(),
  locked: z.boolean(),
  /** Its current step waits for the viewer's decision. */
  approvalPending: z.boolean(),
  /**
   * The step the request waits for and the names of who may decide it (none: an Admin must,
   * as every approver of the step is the requester).
   */
  waitingFor: z
    .object({
      step: z.enum(APPROVAL_STEPS),
      deciders: z.array(z.string()),
      /** The step has waited long enough to be escalated (decision 045): the page shows 'Escalated'. */
      escalated: z.boolean(),
    })
    .nullable(),
  /** What the edit form shows read-only: approved fields (decision 012). */
  frozenFields: z.array(z.string()),
  submittedByIsPreApprover: z.boolean(),
  submittedByIsPurchaseApprover: z.boolean(),
  /** What the signed-in person may do, decided by the server. */
  permissions: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    approvalSteps: z.array(z.enum(APPROVAL_STEPS)),
    /** A step the viewer approves but may not decide: it is their own request. */
    ownRequestStep: z.enum(APPROVAL_STEPS).nullable(),
    /** The approver the viewer stands in for on the waiting step today, as their substitute (issue 13). */
    standingInFor: z.string().nullable(),
    canRank: z.boolean(),
    canWorkDesk: z.boolean(),
    canSendEstimate: z.boolean(),
    /** Add or remove attachments: see `canChangeAttachments`. */
    canChangeAttachments: z.boolean(),
  }),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const approvalHistoryItemSchema = z.object({
  id: z.string(),
  step: z.enum(APPROVAL_STEPS),
  approver: z.string().nullable(),
  actor: z.string().nullable(),
  /** The approver a substitute decided for (issue 13): 'Blair Chen for Drew Okafor'. */
  onBehalfOf: z.string().nullable(),
  status: z.enum(['Pending', 'Approved', 'Rejected', 'Cancelled']),
  notes: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ApprovalHistoryItem = z.infer<typeof approvalHistoryItemSchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Present at the request's last approval decision, so it cannot be deleted (decision 013). */
  seenAtDecision: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  requestType: z.enum(REQUEST_TYPES),
});
export type RequestCategory = z.infer<typeof categorySchema>;

export const projectOptionSchema = z.object({ id: z.string(), name: z.string(), projectCode: z.string() });
export const personOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
});
