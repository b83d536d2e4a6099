import { APPROVAL_STEPS, stepApprovers, type ApprovalStep } from '@portico/domain/requests/approval-steps';
import { stepDeciders } from '@portico/domain/requests/approval-turn';
import {
  STATUS,
  type ApprovalDecision,
  type RequestStatus,
} from '@portico/domain/requests/request-constants';
import { applyTransition } from '@portico/domain/requests/workflow/apply';
import { transition } from '@portico/domain/requests/workflow/machine';
import type {
  WorkflowActor,
  WorkflowClock,
  WorkflowEvent,
  WorkflowRequest,
} from '@portico/domain/requests/workflow/workflow-types';

/**
 * How a request got where it is. Nothing here knows a workflow rule: it asks the state
 * machine itself, trying every kind of move from each state it reaches (breadth first), and
 * keeps the shortest series of moves the machine allows that ends in the wanted state.
 */

/** One move of a journey, before it is given its people, words and time. */
export type Move =
  | { kind: 'decide'; step: ApprovalStep; decision: ApprovalDecision }
  | { kind: 'send-estimate' }
  | { kind: 'desk'; status: RequestStatus };

export interface JourneyGoal {
  status: RequestStatus;
  /** Reach Cancelled through this step's rejection, rather than the IT desk cancelling. */
  rejectedAt?: ApprovalStep | undefined;
  /** Pass through Assigned on the way (the desk assigned someone before it moved on). */
  viaAssigned?: boolean;
}

const PROBE_DESK: WorkflowActor = { employeeId: 'journey:desk', displayName: 'Desk', roles: ['IT desk'] };
const PROBE_CLOCK: WorkflowClock = { now: new Date(0), today: '1970-01-01' };

function candidateMoves(goal: JourneyGoal, towards: RequestStatus): Move[] {
  const moves: Move[] = [{ kind: 'send-estimate' }];
  for (const step of APPROVAL_STEPS) {
    moves.push({ kind: 'decide', step, decision: 'Approved' });
    if (goal.rejectedAt === step) moves.push({ kind: 'decide', step, decision: 'Rejected' });
  }
  if (!(towards === STATUS.cancelled && goal.rejectedAt)) moves.push({ kind: 'desk', status: towards });
  return moves;
}

/** A move as an event, with a stand-in actor: the step's own approver, or the desk. */
function probe(move: Move, request: WorkflowRequest): { event: WorkflowEvent; actor: WorkflowActor } | null {
  if (move.kind === 'decide') {
    const approverId = stepApprovers(request, move.step)[0];
    if (!approverId) return null;
    return {
      event: { type: 'decide', step: move.step, decision: move.decision, notes: 'journey' },
      actor: { employeeId: approverId, displayName: 'Approver', roles: [] },
    };
  }
  if (move.kind === 'send-estimate') {
    return {
      event: { type: 'send-estimate', estimate: { hours: 1, rate: 1, note: null } },
      actor: PROBE_DESK,
    };
  }
  return { event: { type: 'desk-update', changes: { status: move.status } }, actor: PROBE_DESK };
}

function shortestPath(start: WorkflowRequest, goal: JourneyGoal, towards: RequestStatus): Move[] | null {
  const queue: { request: WorkflowRequest; path: Move[] }[] = [{ request: start, path: [] }];
  const seen = new Set([start.status]);
  while (queue.length > 0) {
    const { request, path } = queue.shift()!;
    if (request.status === towards) return path;
    for (const move of candidateMoves(goal, towards)) {
      const attempt = probe(move, request);
      if (!attempt) continue;
      const outcome = transition(request, attempt.event, attempt.actor, PROBE_CLOCK);
      if (!outcome.ok || seen.has(outcome.transition.to)) continue;
      seen.add(outcome.transition.to);
      queue.push({ request: applyTransition(request, outcome.transition), path: [...path, move] });
    }
  }
  return null;
}

const cache = new Map<string, Move[] | null>();

/**
 * What the search meets at each step, which the type and state do not say: no approver, a first
 * approver the workflow refuses (a party to the request), or one who may decide. Without it a
 * request with none cached "no way" for a story that has one (seen at 50,000 employees).
 */
const approverShape = (request: WorkflowRequest) =>
  APPROVAL_STEPS.map((step) => {
    const first = stepApprovers(request, step)[0];
    if (!first) return '-';
    return stepDeciders(request, step).includes(first) ? 'd' : 'p';
  }).join('');

/**
 * The moves that take a request from where it is now to the goal, or null when the workflow
 * allows no way there (a brief its creator pre-approved never waits for pre-approval). The
 * same for every request of a type that starts in the same state with the same kind of
 * approvers, so they are worked out once.
 */
export function planJourney(request: WorkflowRequest, goal: JourneyGoal): Move[] | null {
  const key = `${request.type}|${request.status}|${approverShape(request)}|${goal.status}|${goal.rejectedAt ?? ''}|${goal.viaAssigned ?? false}`;
  if (cache.has(key)) return cache.get(key)!;
  const viaAssigned = goal.viaAssigned && goal.status !== STATUS.assigned;
  let path: Move[] | null;
  if (viaAssigned) {
    const first = shortestPath(request, goal, STATUS.assigned);
    const landed = first && replayProbe(request, first);
    const rest = landed && shortestPath(landed, goal, goal.status);
    path = first && rest ? [...first, ...rest] : null;
  } else {
    path = shortestPath(request, goal, goal.status);
  }
  cache.set(key, path);
  return path;
}

function replayProbe(request: WorkflowRequest, moves: Move[]): WorkflowRequest {
  let current = request;
  for (const move of moves) {
    const attempt = probe(move, current)!;
    const outcome = transition(current, attempt.event, attempt.actor, PROBE_CLOCK);
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    current = applyTransition(current, outcome.transition);
  }
  return current;
}

/** Desk states a request reaches after someone was assigned to it. */
const AFTER_ASSIGNMENT: readonly RequestStatus[] = [STATUS.pendingUserReply, STATUS.onHold, STATUS.complete];

/** Where a request is going; one the desk assigned and worked passes through Assigned on the way. */
export const goalOf = (status: RequestStatus, assigned: boolean, rejectedAt?: ApprovalStep): JourneyGoal => ({
  status,
  rejectedAt,
  viaAssigned: assigned && AFTER_ASSIGNMENT.includes(status),
});
