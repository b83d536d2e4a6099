import type { AccessRole } from '../../identity/roles';
import type { NoticeMessage } from '../../notifications/notice-message';
import type { NotificationType } from '../../notifications/notification-types';
import type { ApprovalStep } from '../approval-steps';
import type { ApprovedValues } from '../approved-fields';
import type { ApprovalDecision, RequestStatus } from '../request-constants';
import type { RequestOwnership } from '../request-permissions';

/** Who does something to a request: the signed-in person, as the server knows them. */
export interface WorkflowActor {
  employeeId: string;
  displayName: string;
  roles: readonly AccessRole[];
}

/** What the workflow reads of a request. */
export interface WorkflowRequest extends RequestOwnership {
  id: string;
  name: string;
  statusNotes: string | null;
  estimatedCompletion: string | null;
  completedOn: string | null;
}

/** The request columns the workflow writes; nothing else writes them. */
export interface WorkflowColumns {
  status: RequestStatus;
  purchaseApproverId: string | null;
  secondaryPurchaseApproverId: string | null;
  preApproverId: string | null;
  estimateApproverId: string | null;
  purchaseApprovalStatus: string | null;
  purchaseApprovalNotes: string | null;
  purchaseApprovedOn: Date | null;
  purchaseApprovedById: string | null;
  purchaseApprovedByName: string | null;
  preApprovalStatus: string | null;
  preApprovalNotes: string | null;
  preApprovedOn: Date | null;
  estimateApprovalStatus: string | null;
  estimateApprovalNotes: string | null;
  estimateApprovedOn: Date | null;
  sendEstimateApproval: boolean;
  estimateSentOn: Date | null;
  estimatedHours: number | null;
  estimatedRate: number | null;
  estimatedCost: number | null;
  estimateNote: string | null;
  assignedToId: string | null;
  statusNotes: string | null;
  estimatedCompletion: string | null;
  completedOn: string | null;
  submittedByIsPurchaseApprover: boolean;
  submittedByIsPreApprover: boolean;
}

/** The figures of an estimate (hours × rate = cost, CAD). */
export interface EstimateFigures {
  hours: number;
  rate: number;
  note: string | null;
}

/** What the IT desk changes in one go; absent fields stay, `null` clears. */
export interface DeskChanges {
  status?: RequestStatus | undefined;
  /** The new assignee (already checked to be IT desk staff), or null to unassign. */
  assignee?: { id: string; name: string } | null | undefined;
  statusNotes?: string | null | undefined;
  estimatedCompletion?: string | null | undefined;
  completedOn?: string | null | undefined;
}

/**
 * The events of the request workflow, besides submission (`submitRequest`): a step's approver
 * decides; the IT desk saves or sends the estimate and changes the fulfilment (status,
 * cancelling included, assignee, notes, dates); the requester edits or deletes.
 */
export type WorkflowEvent =
  | { type: 'decide'; step: ApprovalStep; decision: ApprovalDecision; notes: string }
  | { type: 'save-estimate'; estimate: EstimateFigures }
  | { type: 'send-estimate'; estimate: EstimateFigures }
  | { type: 'desk-update'; changes: DeskChanges }
  /**
   * `requestedForId`: who the request is for once edited (the form's On Behalf fields);
   * `approved`: the approved fields before and after, and who approved them (decision 012);
   * `project`: the project before and after (what every approver decided on).
   */
  | {
      type: 'edit';
      requestedForId: string;
      approved?: ApprovedEdit | undefined;
      project?: { before: string | null; after: string | null } | undefined;
    }
  | { type: 'delete' };
export type WorkflowEventType = WorkflowEvent['type'];

/** An edit's approved fields before and after, and the name of who approved them. */
export interface ApprovedEdit {
  before: ApprovedValues;
  after: ApprovedValues;
  approvedBy: string | null;
}

/** A line of the Approval History opened or closed by a transition. */
export type HistoryEffect =
  | { kind: 'open'; step: ApprovalStep; approverId: string | null }
  | {
      kind: 'close';
      step: ApprovalStep;
      status: 'Approved' | 'Rejected' | 'Cancelled';
      /** Who the step waited for: the closed row names them if no open row is found. */
      approverId: string | null;
      actorId: string | null;
      /** The approver a substitute decided for (issue 13), when one did. */
      onBehalfOfId?: string | null;
      notes: string | null;
    };

/** A notification the transition sends. */
export interface Notice {
  recipients: string[];
  type: NotificationType;
  /** In English; each reader reads `message` in their own language. */
  description: string;
  message: NoticeMessage;
}

/** What an allowed event does: the state it expects, where it leads, and its effects. */
export interface Transition {
  /** The state the request must still be in when the change is written (null: a new request). */
  from: RequestStatus | null;
  to: RequestStatus;
  changes: Partial<WorkflowColumns>;
  history: HistoryEffect[];
  notices: Notice[];
}

/**
 * Why an event is refused: `forbidden`, the actor may not do this to this request at all;
 * `conflict`, they may, but not in the state it is in now (a stale screen or a race).
 */
export interface Refusal {
  kind: 'forbidden' | 'conflict';
  message: string;
  /** The form fields the refusal is about, when it is about some (the API's `errors`). */
  fields?: readonly string[];
}

export type Outcome = { ok: true; transition: Transition } | { ok: false; refusal: Refusal };

/** When the event happens: the instant, and the calendar day it counts as (for completed-on). */
export interface WorkflowClock {
  now: Date;
  today: string;
}
