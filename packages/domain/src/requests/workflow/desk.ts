import { stepApprovers, waitingStepOf } from '../approval-steps';
import { APPROVAL_STATE, DESK_STATUSES, STATUS, type RequestStatus } from '../request-constants';
import { fulfilmentNotice } from '../request-notices';
import { canWorkItDesk } from '../request-permissions';
import { CANCELLED_MESSAGE, DESK_ONLY_MESSAGE, DESK_STATUS_REFUSED } from './workflow-messages';
import { allow, partiesOf, refuse } from './workflow-outcomes';
import { isApprovalWait, isFinal } from './workflow-states';
import type {
  DeskChanges,
  HistoryEffect,
  Outcome,
  WorkflowActor,
  WorkflowClock,
  WorkflowColumns,
  WorkflowRequest,
} from './workflow-types';

/**
 * Whether the IT desk may move a request from one status to another: freely between its own
 * fulfilment states; from an approval wait only to Cancelled, or it could skip an approval;
 * from Cancelled nowhere.
 */
export function deskCanSetStatus(current: string, next: RequestStatus): boolean {
  if (!DESK_STATUSES.includes(next)) return false;
  if (next === current) return true;
  if (isFinal(current)) return false;
  if (isApprovalWait(current)) return next === STATUS.cancelled;
  return true;
}

const PENDING_STEP_STATES: readonly string[] = [
  APPROVAL_STATE.pendingApproval,
  APPROVAL_STATE.pendingEstimate,
];

/** Each step's status and its decided-on (and for the purchase, decided-by) columns. */
const STEP_COLUMNS = [
  { status: 'purchaseApprovalStatus', on: 'purchaseApprovedOn', byName: true },
  { status: 'preApprovalStatus', on: 'preApprovedOn', byName: false },
  { status: 'estimateApprovalStatus', on: 'estimateApprovedOn', byName: false },
] as const;

/**
 * Cancelling a request that waits in the approval workflow ends the wait: the waiting step's
 * history row is closed as Cancelled, and no step shows Pending any more, so nothing counts it
 * as waiting for a decision. The step reads as closed by the desk: who (for the purchase, whose
 * step shows 'Cancelled By') and when, as its history and the page's banner say.
 */
function endApprovalWait(request: WorkflowRequest, actor: WorkflowActor, notes: string | null, now: Date) {
  const changes: Partial<WorkflowColumns> = {};
  for (const step of STEP_COLUMNS) {
    if (!PENDING_STEP_STATES.includes(request[step.status] ?? '')) continue;
    changes[step.status] = APPROVAL_STATE.cancelled;
    changes[step.on] = now;
    if (step.byName) {
      changes.purchaseApprovedById = actor.employeeId;
      changes.purchaseApprovedByName = actor.displayName;
    }
  }
  const step = waitingStepOf(request.status);
  const history: HistoryEffect[] = step
    ? [
        {
          kind: 'close',
          step,
          status: 'Cancelled',
          approverId: stepApprovers(request, step)[0] ?? null,
          actorId: actor.employeeId,
          notes,
        },
      ]
    : [];
  return { changes, history };
}

/** Only the fields the desk sent change; `null` clears one; blank notes are no notes. */
function fieldChanges(request: WorkflowRequest, changes: DeskChanges, clock: WorkflowClock) {
  const columns: Partial<WorkflowColumns> = {};
  const next = changes.status ?? (request.status as RequestStatus);
  if (next !== request.status) columns.status = next;
  if (changes.assignee !== undefined) columns.assignedToId = changes.assignee?.id ?? null;
  if (changes.statusNotes !== undefined) columns.statusNotes = changes.statusNotes || null;
  if (changes.estimatedCompletion !== undefined) columns.estimatedCompletion = changes.estimatedCompletion;
  if (changes.completedOn !== undefined) columns.completedOn = changes.completedOn;
  // Completing fills in the day unless the desk gave one; reopening clears it.
  if (next === STATUS.complete && request.status !== STATUS.complete && !changes.completedOn) {
    columns.completedOn = clock.today;
  }
  if (request.status === STATUS.complete && next !== STATUS.complete && changes.completedOn === undefined) {
    columns.completedOn = null;
  }
  return { next, columns };
}

/**
 * The IT desk's change to a request's fulfilment: status (cancelling included), assignee,
 * status notes and dates, in one event, with the one notification that says what changed.
 */
export function updateFulfilment(
  request: WorkflowRequest,
  changes: DeskChanges,
  actor: WorkflowActor,
  clock: WorkflowClock,
): Outcome {
  if (!canWorkItDesk(actor)) return refuse('forbidden', DESK_ONLY_MESSAGE);
  if (isFinal(request.status)) return refuse('conflict', CANCELLED_MESSAGE);
  if (changes.status !== undefined && !deskCanSetStatus(request.status, changes.status)) {
    return refuse('conflict', DESK_STATUS_REFUSED);
  }
  const from = request.status as RequestStatus;
  const { next, columns } = fieldChanges(request, changes, clock);
  const cancelling = next === STATUS.cancelled && isApprovalWait(from);
  const ended = cancelling ? endApprovalWait(request, actor, columns.statusNotes ?? null, clock.now) : null;
  const before = {
    status: from,
    assignedToId: request.assignedToId,
    assignedToName: null,
    statusNotes: request.statusNotes,
  };
  const after = {
    status: next,
    assignedToId: columns.assignedToId !== undefined ? columns.assignedToId : request.assignedToId,
    assignedToName: changes.assignee?.name ?? null,
    statusNotes: columns.statusNotes !== undefined ? columns.statusNotes : request.statusNotes,
  };
  const notice = fulfilmentNotice(request.name, actor.displayName, before, after);
  return allow({
    from,
    to: next,
    changes: { ...columns, ...ended?.changes },
    history: ended?.history ?? [],
    notices: notice ? [{ recipients: partiesOf(request), ...notice }] : [],
  });
}
