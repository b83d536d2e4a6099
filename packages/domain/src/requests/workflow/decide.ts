import {
  APPROVAL_STEP_RULES,
  APPROVAL_STEPS,
  isDecided,
  stepApprovers,
  type ApprovalStep,
} from '../approval-steps';
import {
  adminStandsIn,
  decidedByName,
  decidesStepFor,
  isOwnRequestApprover,
  stepDeciders,
  type Decider,
  type TurnFacts,
} from '../approval-turn';
import { APPROVAL_STATE, STATUS, type ApprovalDecision } from '../request-constants';
import { decisionNotice } from '../request-notices';
import {
  ALREADY_DECIDED_MESSAGE,
  NOT_AN_APPROVER_MESSAGE,
  notWaitingMessage,
  OWN_REQUEST_MESSAGE,
} from './workflow-messages';
import { allow, partiesOf, refuse } from './workflow-outcomes';
import type {
  Outcome,
  WorkflowActor,
  WorkflowClock,
  WorkflowColumns,
  WorkflowRequest,
} from './workflow-types';

/**
 * The guard of a decision: only the step's approver (either purchase approver) may decide a
 * step of the request's type, or their substitute today (issue 13) — anyone else is forbidden —
 * but never on their own request (the
 * other approver, or an Admin when there is none, decides); and only while the request is in
 * the step's waiting state; otherwise it was decided, cancelled or not reached yet (a conflict).
 */
export function decisionRefusal(facts: TurnFacts, step: ApprovalStep, decider: Decider) {
  const rule = APPROVAL_STEP_RULES[step];
  if (facts.type !== rule.type) return { kind: 'forbidden', message: NOT_AN_APPROVER_MESSAGE } as const;
  if (isOwnRequestApprover(facts, step, decider.employeeId)) {
    return { kind: 'forbidden', message: OWN_REQUEST_MESSAGE } as const;
  }
  if (!stepDeciders(facts, step).includes(decider.employeeId) && !adminStandsIn(facts, step, decider)) {
    return { kind: 'forbidden', message: NOT_AN_APPROVER_MESSAGE } as const;
  }
  if (facts.status !== rule.waitsIn) {
    const decided = isDecided(facts[rule.stateField]);
    return {
      kind: 'conflict',
      message: decided ? ALREADY_DECIDED_MESSAGE : notWaitingMessage(facts.status),
    } as const;
  }
  return null;
}

/** Which approval forms a person sees (spec §4): the steps they may decide now. */
export function eligibleApprovalSteps(facts: TurnFacts, decider: Decider): ApprovalStep[] {
  return APPROVAL_STEPS.filter((step) => decisionRefusal(facts, step, decider) === null);
}

function stepColumns(
  step: ApprovalStep,
  decision: ApprovalDecision,
  notes: string,
  actor: WorkflowActor,
  now: Date,
  /** The approver a substitute decides for, by name, if one does. */
  standingInFor: string | null,
): Partial<WorkflowColumns> {
  if (step === 'purchase') {
    return {
      purchaseApprovalStatus: decision,
      purchaseApprovalNotes: notes,
      purchaseApprovedOn: now,
      purchaseApprovedById: actor.employeeId,
      // "Approved By" names both when a substitute decided, as the history does.
      purchaseApprovedByName: decidedByName(actor.displayName, standingInFor),
    };
  }
  if (step === 'pre-approval') {
    return { preApprovalStatus: decision, preApprovalNotes: notes, preApprovedOn: now };
  }
  return { estimateApprovalStatus: decision, estimateApprovalNotes: notes, estimateApprovedOn: now };
}

/**
 * Approve or reject a step. An approval moves the request on (a pre-approved brief waits for
 * the IT desk's estimate); a rejection cancels it. The step's history row is closed and the
 * requester is told.
 */
export function decide(
  request: WorkflowRequest,
  event: { step: ApprovalStep; decision: ApprovalDecision; notes: string },
  actor: WorkflowActor,
  clock: WorkflowClock,
): Outcome {
  const refusal = decisionRefusal(request, event.step, actor);
  if (refusal) return refuse(refusal.kind, refusal.message);
  const { step, decision, notes } = event;
  const approved = decision === 'Approved';
  const to = approved ? APPROVAL_STEP_RULES[step].approvedTo : STATUS.cancelled;
  // A substitute decides for the approver they stand in for; the history names both.
  const decidesFor = decidesStepFor(request, step, actor.employeeId);
  const onBehalfOf = decidesFor !== null && decidesFor !== actor.employeeId ? decidesFor : null;
  const standingInFor =
    onBehalfOf === null
      ? null
      : (request.substitutions?.active.find((substitution) => substitution.personId === onBehalfOf)
          ?.personName ?? null);
  const changes: Partial<WorkflowColumns> = {
    status: to,
    ...stepColumns(step, decision, notes, actor, clock.now, standingInFor),
    ...(approved && step === 'pre-approval'
      ? { estimateApprovalStatus: APPROVAL_STATE.pendingEstimate }
      : {}),
  };
  const notice = decisionNotice(request.name, step, decision, actor.displayName, notes);
  return allow({
    from: APPROVAL_STEP_RULES[step].waitsIn,
    to,
    changes,
    history: [
      {
        kind: 'close',
        step,
        status: decision,
        approverId: stepApprovers(request, step)[0] ?? null,
        actorId: actor.employeeId,
        ...(onBehalfOf !== null ? { onBehalfOfId: onBehalfOf } : {}),
        notes,
      },
    ],
    notices: [{ recipients: partiesOf(request), ...notice }],
  });
}
