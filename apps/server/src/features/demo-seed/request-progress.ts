import { estimatedCost, type initialApprovalState } from '@portico/domain/requests/approvals';
import { APPROVAL_STATE, STATUS, type RequestStatus } from '@portico/domain/requests/request-constants';
import type { DemoRequestRow, RequestApproverIds, RequestPlan } from './request-plan';

/** The later life of a demo request: a brief's approvals and estimate, then the IT desk's work. */

const HOUR_MS = 3_600_000;
export const later = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

export type History = (
  step: string,
  approverId: string | null,
  at: Date,
  decision?: { status: string; actorId: string; notes: string; at: Date },
) => void;

/** Walks a brief through pre-approval, the desk's estimate and its approval, as far as planned. */
export function decideBrief(
  plan: RequestPlan,
  request: DemoRequestRow,
  approvers: RequestApproverIds,
  context: {
    initial: ReturnType<typeof initialApprovalState>;
    rejected: boolean;
    notes: string;
    history: History;
  },
) {
  const { initial, rejected, notes, history } = context;
  const created = plan.createdAt;
  if (plan.status === STATUS.pendingPreApproval) {
    if (initial.waitingStep !== 'pre-approval')
      throw new Error(`Demo brief ${plan.key} was pre-approved by its creator`);
    history('pre-approval', approvers.preApproverId, created);
    return;
  }
  if (initial.waitingStep === 'pre-approval') {
    const at = later(created, 4);
    const actorId = approvers.preApproverId!;
    const preRejected = rejected && !plan.estimate;
    const decision = preRejected ? APPROVAL_STATE.rejected : APPROVAL_STATE.approved;
    Object.assign(request, { preApprovalStatus: decision, preApprovalNotes: notes, preApprovedOn: at });
    if (!preRejected) request.estimateApprovalStatus = APPROVAL_STATE.pendingEstimate;
    history('pre-approval', actorId, created, { status: decision, actorId, notes, at });
    if (preRejected) return;
  }
  if (plan.status === STATUS.pendingEstimate) return;

  const estimate = plan.estimate ?? { hours: 40, rate: 110 };
  const sentAt = later(created, 30);
  Object.assign(request, {
    sendEstimateApproval: true,
    estimateSentOn: sentAt,
    estimatedHours: estimate.hours,
    estimatedRate: estimate.rate,
    estimatedCost: estimatedCost(estimate.hours, estimate.rate),
    estimateNote: `Estimated from similar work: ${estimate.hours} hours.`,
    estimateApprovalStatus: APPROVAL_STATE.pendingApproval,
  });
  if (plan.status === STATUS.pendingEstimateApproval) {
    history('estimate', approvers.estimateApproverId, sentAt);
    return;
  }
  const at = later(sentAt, 5);
  const actorId = approvers.estimateApproverId!;
  const decision = rejected ? APPROVAL_STATE.rejected : APPROVAL_STATE.approved;
  Object.assign(request, {
    estimateApprovalStatus: decision,
    estimateApprovalNotes: notes,
    estimateApprovedOn: at,
  });
  history('estimate', actorId, sentAt, { status: decision, actorId, notes, at });
}

const STATUS_NOTES: Partial<Record<RequestStatus, string>> = {
  [STATUS.pendingUserReply]: 'Could you confirm the asset tag on the device?',
  [STATUS.onHold]: 'Waiting on the supplier; stock expected in two weeks.',
  [STATUS.complete]: 'Done. Reopen with a new request if anything is still wrong.',
  [STATUS.cancelled]: 'Cancelled.',
};
const DAY_MS = 86_400_000;

/** The IT desk's side: who works it, notes, and when it was or will be done. */
export function fulfil(plan: RequestPlan, request: DemoRequestRow) {
  const worked: RequestStatus[] = [STATUS.assigned, STATUS.pendingUserReply, STATUS.onHold, STATUS.complete];
  if (worked.includes(plan.status)) request.assignedToId = plan.assignedToId ?? null;
  request.statusNotes = plan.statusNotes ?? STATUS_NOTES[plan.status] ?? null;
  if (plan.status === STATUS.assigned) request.estimatedCompletion = plan.neededBy;
  if (plan.status === STATUS.complete) {
    request.completedOn = new Date(plan.createdAt.getTime() + 3 * DAY_MS).toISOString().slice(0, 10);
  }
}

export function latestOf(request: DemoRequestRow): Date {
  const times = [
    request.createdAt,
    request.purchaseApprovedOn,
    request.preApprovedOn,
    request.estimateSentOn,
    request.estimateApprovedOn,
  ].filter((time): time is Date => time instanceof Date);
  return new Date(Math.max(...times.map((time) => time.getTime())));
}
