import { stepDeciders } from '@portico/domain/requests/approval-turn';
import { STATUS, type RequestStatus } from '@portico/domain/requests/request-constants';
import type {
  WorkflowActor,
  WorkflowEvent,
  WorkflowRequest,
} from '@portico/domain/requests/workflow/workflow-types';
import type { RequestPlan } from './request-plan';
import { planJourney, type Move } from './request-journey';

/** One thing someone did to a request, and when. */
export interface Act {
  at: Date;
  actor: WorkflowActor;
  event: WorkflowEvent;
}

/** The people a request names, as the workflow sees them. */
export type ActorOf = (employeeId: string) => WorkflowActor;

const HOUR_MS = 3_600_000;

const DECISION_NOTES = {
  Approved: 'Approved. Thanks for the detail.',
  Rejected: 'Not in this year’s budget.',
} as const;

/** What the desk writes when it moves a request to a status. */
const STATUS_NOTES: Partial<Record<RequestStatus, string>> = {
  [STATUS.pendingUserReply]: 'Could you confirm the asset tag on the device?',
  [STATUS.onHold]: 'Waiting on the supplier; stock expected in two weeks.',
  [STATUS.complete]: 'Done. Reopen with a new request if anything is still wrong.',
  [STATUS.cancelled]: 'Cancelled.',
};

function eventOf(
  move: Move,
  plan: RequestPlan,
  submitted: WorkflowRequest,
  actorOf: ActorOf,
): Omit<Act, 'at'> {
  if (move.kind === 'decide') {
    const notes = plan.decisionNotes ?? DECISION_NOTES[move.decision];
    // Nobody decides their own request (docs/request-workflow.md): the first approver who is
    // not a party to it. `actsOf` stops before a step that has none.
    return {
      actor: actorOf(stepDeciders(submitted, move.step)[0]!),
      event: { type: 'decide', step: move.step, decision: move.decision, notes },
    };
  }
  const desk = actorOf(plan.deskId);
  if (move.kind === 'send-estimate') {
    const estimate = plan.estimate ?? { hours: 40, rate: 110 };
    const note = `Estimated from similar work: ${estimate.hours} hours.`;
    return { actor: desk, event: { type: 'send-estimate', estimate: { ...estimate, note } } };
  }
  const assigning = plan.assigned && (move.status === STATUS.assigned || move.status === plan.goal.status);
  return {
    actor: desk,
    event: {
      type: 'desk-update',
      changes: {
        status: move.status,
        ...(assigning ? { assignee: { id: desk.employeeId, name: desk.displayName } } : {}),
        ...(STATUS_NOTES[move.status] ? { statusNotes: STATUS_NOTES[move.status] } : {}),
        ...(move.status === STATUS.assigned ? { estimatedCompletion: plan.neededBy } : {}),
      },
    },
  };
}

/**
 * What happened to a request after it was submitted: the journey's moves, each given its
 * person (the step's approver, or the IT desk person who works it), its words and its time —
 * spread over the days after submission, all before `latest`. A goal the workflow cannot reach
 * from where the submission left the request is an error, unless `settle` says to leave the
 * request there (background requests whose creator happened to be their own approver); so is a
 * step nobody but an Admin may decide, where `settle` leaves the request waiting at it.
 */
export function actsOf(
  plan: RequestPlan,
  submitted: WorkflowRequest,
  actorOf: ActorOf,
  latest: Date,
  settle = false,
): Act[] {
  const planned = planJourney(submitted, plan.goal);
  if (!planned) {
    if (settle) return [];
    throw new Error(`Request ${plan.key} cannot reach ${plan.goal.status} from ${submitted.status}`);
  }
  // A step whose every approver is a party to the request waits for an Admin to stand in; a
  // background request is left waiting there.
  const blocked = planned.findIndex(
    (move) => move.kind === 'decide' && stepDeciders(submitted, move.step).length === 0,
  );
  if (blocked >= 0 && !settle) throw new Error(`Request ${plan.key}: only an Admin may decide it`);
  const moves = blocked >= 0 ? planned.slice(0, blocked) : planned;
  const room = Math.max(HOUR_MS, latest.getTime() - plan.createdAt.getTime());
  const gap = Math.min(24 * HOUR_MS, room / (moves.length + 1));
  return moves.map((move, index) => ({
    at: new Date(plan.createdAt.getTime() + (index + 1) * gap),
    ...eventOf(move, plan, submitted, actorOf),
  }));
}
