import { estimatedCost } from '../approvals';
import { canWorkItDesk } from '../request-permissions';
import { APPROVAL_STATE, STATUS } from '../request-constants';
import { estimateSentNotice } from '../request-notices';
import { DESK_ONLY_MESSAGE, ESTIMATE_NOT_WAITING, NO_ESTIMATE_APPROVER } from './workflow-messages';
import { allow, partiesOf, refuse } from './workflow-outcomes';
import type {
  EstimateFigures,
  Outcome,
  WorkflowActor,
  WorkflowClock,
  WorkflowColumns,
  WorkflowRequest,
} from './workflow-types';

/** Stored with two decimals; the cost comes from the stored figures so they always agree. */
const cents = (value: number) => Math.round(value * 100) / 100;

function figures(estimate: EstimateFigures): Partial<WorkflowColumns> {
  const hours = cents(estimate.hours);
  const rate = cents(estimate.rate);
  return {
    estimatedHours: hours,
    estimatedRate: rate,
    estimatedCost: estimatedCost(hours, rate),
    estimateNote: estimate.note?.trim() || null,
  };
}

/** The IT desk may give an estimate only while a pre-approved brief waits for one. */
export const canSendEstimate = (request: Pick<WorkflowRequest, 'type' | 'status'>) =>
  request.type === 'Project Brief' && request.status === STATUS.pendingEstimate;

function estimateRefusal(request: WorkflowRequest, actor: WorkflowActor, sending: boolean): Outcome | null {
  if (!canWorkItDesk(actor)) return refuse('forbidden', DESK_ONLY_MESSAGE);
  if (!canSendEstimate(request)) return refuse('conflict', ESTIMATE_NOT_WAITING);
  if (sending && !request.estimateApproverId) return refuse('conflict', NO_ESTIMATE_APPROVER);
  return null;
}

/** The IT desk saves a brief's estimate (hours × rate = cost, CAD) without sending it. */
export function saveEstimate(
  request: WorkflowRequest,
  estimate: EstimateFigures,
  actor: WorkflowActor,
): Outcome {
  return (
    estimateRefusal(request, actor, false) ??
    allow({
      from: STATUS.pendingEstimate,
      to: STATUS.pendingEstimate,
      changes: figures(estimate),
      history: [],
      notices: [],
    })
  );
}

/**
 * The IT desk sends the estimate to the brief's estimate approver: the estimate step starts
 * waiting (Pending Estimate Approval) and the requester is told.
 */
export function sendEstimate(
  request: WorkflowRequest,
  estimate: EstimateFigures,
  actor: WorkflowActor,
  clock: WorkflowClock,
): Outcome {
  const refusal = estimateRefusal(request, actor, true);
  if (refusal) return refusal;
  const notice = estimateSentNotice(request.name);
  return allow({
    from: STATUS.pendingEstimate,
    to: STATUS.pendingEstimateApproval,
    changes: {
      ...figures(estimate),
      status: STATUS.pendingEstimateApproval,
      sendEstimateApproval: true,
      estimateSentOn: clock.now,
      estimateApprovalStatus: APPROVAL_STATE.pendingApproval,
    },
    history: [{ kind: 'open', step: 'estimate', approverId: request.estimateApproverId }],
    notices: [{ recipients: partiesOf(request), ...notice }],
  });
}
