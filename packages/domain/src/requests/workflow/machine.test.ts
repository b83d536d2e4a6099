import { describe, expect, it } from 'vitest';
import {
  DESK_STATUSES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  STATUS,
  type RequestStatus,
  type RequestType,
} from '../request-constants';
import { transition } from './machine';
import { actor, clock, PARTS, PEOPLE, requestIn, type Part } from './test-fixtures';
import type { WorkflowEvent } from './workflow-types';

/**
 * The whole workflow as a table: every state × every event × every actor. What is allowed is
 * listed below, row by row, in the words of spec §4 and docs/request-workflow.md; everything
 * else must be refused — forbidden for someone who may never do it, a conflict (409) for
 * someone who may, but not in this state.
 */
const EVENTS: Record<string, WorkflowEvent> = {
  'approve purchase': { type: 'decide', step: 'purchase', decision: 'Approved', notes: 'OK for me.' },
  'reject purchase': { type: 'decide', step: 'purchase', decision: 'Rejected', notes: 'Not this year.' },
  'approve pre-approval': { type: 'decide', step: 'pre-approval', decision: 'Approved', notes: 'Go ahead.' },
  'reject pre-approval': { type: 'decide', step: 'pre-approval', decision: 'Rejected', notes: 'No budget.' },
  'approve estimate': { type: 'decide', step: 'estimate', decision: 'Approved', notes: 'Fair price.' },
  'reject estimate': { type: 'decide', step: 'estimate', decision: 'Rejected', notes: 'Too dear.' },
  'save estimate': { type: 'save-estimate', estimate: { hours: 10, rate: 95, note: null } },
  'send estimate': { type: 'send-estimate', estimate: { hours: 10, rate: 95, note: null } },
  ...Object.fromEntries(
    DESK_STATUSES.map((status) => [`set ${status}`, { type: 'desk-update', changes: { status } }]),
  ),
  'desk notes only': { type: 'desk-update', changes: { statusNotes: 'Looking into it.' } },
  edit: { type: 'edit', requestedForId: PEOPLE.for },
  delete: { type: 'delete' },
};

const S = STATUS;
const ALL_TYPES = REQUEST_TYPES;
const BRIEF = ['Project Brief'] as const;
const DESK: Part[] = ['admin', 'it desk'];
const REQUESTER: Part[] = ['creator', 'for'];
const FULFILMENT = [S.pendingItAssignment, S.pendingUserReply, S.assigned, S.onHold, S.complete];
const WAITS = [S.pendingPurchaseApproval, S.pendingPreApproval, S.pendingEstimate, S.pendingEstimateApproval];
const UNLOCKED = [S.pendingItAssignment, S.pendingUserReply, S.assigned, S.onHold, S.cancelled];
/** Cancelled is final: deletable, never edited (isEditable). */
const EDITABLE = UNLOCKED.filter((status) => status !== S.cancelled);

type Row = [
  types: readonly RequestType[],
  from: readonly RequestStatus[],
  event: string,
  actors: Part[],
  to: RequestStatus | 'same',
];

/** Every allowed transition. */
const ALLOWED: Row[] = [
  [
    ['Purchase Request'],
    [S.pendingPurchaseApproval],
    'approve purchase',
    ['purchase approver', 'secondary approver'],
    S.pendingItAssignment,
  ],
  [
    ['Purchase Request'],
    [S.pendingPurchaseApproval],
    'reject purchase',
    ['purchase approver', 'secondary approver'],
    S.cancelled,
  ],
  [BRIEF, [S.pendingPreApproval], 'approve pre-approval', ['pre-approver'], S.pendingEstimate],
  [BRIEF, [S.pendingPreApproval], 'reject pre-approval', ['pre-approver'], S.cancelled],
  [BRIEF, [S.pendingEstimate], 'save estimate', DESK, 'same'],
  [BRIEF, [S.pendingEstimate], 'send estimate', DESK, S.pendingEstimateApproval],
  [BRIEF, [S.pendingEstimateApproval], 'approve estimate', ['estimate approver'], S.pendingItAssignment],
  [BRIEF, [S.pendingEstimateApproval], 'reject estimate', ['estimate approver'], S.cancelled],
  ...DESK_STATUSES.map((status): Row => [ALL_TYPES, FULFILMENT, `set ${status}`, DESK, status]),
  [ALL_TYPES, WAITS, `set ${S.cancelled}`, DESK, S.cancelled],
  [ALL_TYPES, [...FULFILMENT, ...WAITS], 'desk notes only', DESK, 'same'],
  [ALL_TYPES, EDITABLE, 'edit', REQUESTER, 'same'],
  [ALL_TYPES, UNLOCKED, 'delete', REQUESTER, 'same'],
];

/** Who may ever do an event (to some request): for them a refusal is a conflict, not forbidden. */
function mayEverDo(event: WorkflowEvent, type: RequestType, part: Part): boolean {
  if (event.type === 'decide') {
    const approvers: Record<string, Part[]> = {
      purchase: ['purchase approver', 'secondary approver'],
      'pre-approval': ['pre-approver'],
      estimate: ['estimate approver'],
    };
    const stepType = event.step === 'purchase' ? 'Purchase Request' : 'Project Brief';
    return type === stepType && approvers[event.step]!.includes(part);
  }
  if (event.type === 'edit' || event.type === 'delete') return false; // locked is forbidden too
  return DESK.includes(part);
}

function expected(type: RequestType, from: RequestStatus, name: string, part: Part) {
  const row = ALLOWED.find(
    ([types, froms, event, actors]) =>
      types.includes(type) && froms.includes(from) && event === name && actors.includes(part),
  );
  if (row) return { allowed: true as const, to: row[4] === 'same' ? from : row[4] };
  return { allowed: false as const, kind: mayEverDo(EVENTS[name]!, type, part) ? 'conflict' : 'forbidden' };
}

describe.each(ALL_TYPES)('%s', (type) => {
  describe.each(REQUEST_STATUSES)('in %s', (from) => {
    it.each(Object.keys(EVENTS))('%s', (name) => {
      const results = PARTS.map((part) => {
        const outcome = transition(requestIn(type, from), EVENTS[name]!, actor(part), clock);
        return {
          part,
          result: outcome.ok
            ? { allowed: true, to: outcome.transition.to, from: outcome.transition.from }
            : { allowed: false, kind: outcome.refusal.kind },
        };
      });
      const wanted = PARTS.map((part) => {
        const want = expected(type, from, name, part);
        return { part, result: want.allowed ? { ...want, from } : want };
      });
      expect(results).toEqual(wanted);
    });
  });
});
