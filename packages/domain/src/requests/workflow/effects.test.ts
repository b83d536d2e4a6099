import { describe, expect, it } from 'vitest';
import { spoken } from '../../notifications/spoken';
import {
  APPROVAL_STATE,
  DESK_STATUSES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  STATUS,
  type RequestType,
} from '../request-constants';
import { isApprovalPending } from '../approvals';
import { applyTransition, foldHistory } from './apply';
import { transition } from './machine';
import { actor, clock, PARTS, requestIn } from './test-fixtures';
import type { WorkflowEvent } from './workflow-types';

const outcome = (...args: Parameters<typeof transition>) => {
  const result = transition(...args);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.transition;
};

describe('a decision', () => {
  const approve = (step: 'purchase' | 'pre-approval' | 'estimate'): WorkflowEvent => ({
    type: 'decide',
    step,
    decision: 'Approved',
    notes: 'Looks right.',
  });

  it('on a purchase records who approved, when and why, and tells the requester and the person it is for', () => {
    const t = outcome(
      requestIn('Purchase Request', STATUS.pendingPurchaseApproval),
      approve('purchase'),
      actor('secondary approver'),
      clock,
    );
    expect(spoken(t)).toEqual({
      from: STATUS.pendingPurchaseApproval,
      to: STATUS.pendingItAssignment,
      changes: {
        status: STATUS.pendingItAssignment,
        purchaseApprovalStatus: 'Approved',
        purchaseApprovalNotes: 'Looks right.',
        purchaseApprovedOn: clock.now,
        purchaseApprovedById: 'sam',
        purchaseApprovedByName: 'Secondary approver Person',
      },
      history: [
        {
          kind: 'close',
          step: 'purchase',
          status: 'Approved',
          approverId: 'drew',
          actorId: 'sam',
          notes: 'Looks right.',
        },
      ],
      notices: [
        {
          recipients: ['emery', 'finn'],
          type: 'IT request approved',
          description: '000123 Purchase Approval was approved by Secondary approver Person: Looks right.',
        },
      ],
    });
  });

  it('pre-approving a brief leaves it waiting for the IT desk’s estimate', () => {
    const t = outcome(
      requestIn('Project Brief', STATUS.pendingPreApproval),
      approve('pre-approval'),
      actor('pre-approver'),
      clock,
    );
    expect(t.to).toBe(STATUS.pendingEstimate);
    expect(t.changes).toMatchObject({
      preApprovalStatus: 'Approved',
      estimateApprovalStatus: APPROVAL_STATE.pendingEstimate,
    });
  });

  it.each(['purchase', 'pre-approval', 'estimate'] as const)(
    'rejecting the %s step cancels the request',
    (step) => {
      const type = step === 'purchase' ? 'Purchase Request' : 'Project Brief';
      const status = {
        purchase: STATUS.pendingPurchaseApproval,
        'pre-approval': STATUS.pendingPreApproval,
        estimate: STATUS.pendingEstimateApproval,
      }[step];
      const approver = {
        purchase: 'purchase approver',
        'pre-approval': 'pre-approver',
        estimate: 'estimate approver',
      } as const;
      const t = outcome(
        requestIn(type, status),
        { type: 'decide', step, decision: 'Rejected', notes: 'No.' },
        actor(approver[step]),
        clock,
      );
      expect(t.to).toBe(STATUS.cancelled);
      expect(t.notices[0]).toMatchObject({ type: 'IT request rejected' });
    },
  );

  it('on a request the IT desk cancelled is a conflict, and says so', () => {
    const cancelled = applyTransition(
      requestIn('Purchase Request', STATUS.pendingPurchaseApproval),
      outcome(
        requestIn('Purchase Request', STATUS.pendingPurchaseApproval),
        { type: 'desk-update', changes: { status: STATUS.cancelled } },
        actor('admin'),
        clock,
      ),
    );
    expect(transition(cancelled, approve('purchase'), actor('purchase approver'), clock)).toEqual({
      ok: false,
      refusal: { kind: 'conflict', message: 'This request was cancelled and can no longer change.' },
    });
  });

  it('a second decision on the same step is a conflict: already decided', () => {
    const decided = requestIn('Purchase Request', STATUS.pendingItAssignment);
    expect(transition(decided, approve('purchase'), actor('purchase approver'), clock)).toEqual({
      ok: false,
      refusal: { kind: 'conflict', message: 'This request was already decided.' },
    });
  });
});

describe('the estimate', () => {
  const estimate = { hours: 12.5, rate: 95, note: '  ' };
  it('is saved with two decimals and its cost, without moving the request', () => {
    const t = outcome(
      requestIn('Project Brief', STATUS.pendingEstimate),
      { type: 'save-estimate', estimate },
      actor('it desk'),
      clock,
    );
    expect(t).toMatchObject({
      from: STATUS.pendingEstimate,
      to: STATUS.pendingEstimate,
      history: [],
      notices: [],
    });
    expect(t.changes).toEqual({
      estimatedHours: 12.5,
      estimatedRate: 95,
      estimatedCost: 1187.5,
      estimateNote: null,
    });
  });
  it('once sent waits for the estimate approver, who gets a Pending line in the history', () => {
    const t = outcome(
      requestIn('Project Brief', STATUS.pendingEstimate),
      { type: 'send-estimate', estimate },
      actor('admin'),
      clock,
    );
    expect(t.to).toBe(STATUS.pendingEstimateApproval);
    expect(t.changes).toMatchObject({
      sendEstimateApproval: true,
      estimateSentOn: clock.now,
      estimateApprovalStatus: 'Pending Approval',
    });
    expect(t.history).toEqual([{ kind: 'open', step: 'estimate', approverId: 'eve' }]);
    expect(spoken(t.notices)).toEqual([
      {
        recipients: ['emery', 'finn'],
        type: 'IT request updated',
        description: '000123 estimate sent for approval',
      },
      {
        recipients: ['eve'],
        type: 'Approval needed',
        description: '000123 Estimate Approval waits for your decision',
      },
    ]);
  });
  it('cannot be sent when the brief has no estimate approver', () => {
    const brief = requestIn('Project Brief', STATUS.pendingEstimate, { estimateApproverId: null });
    expect(transition(brief, { type: 'send-estimate', estimate }, actor('admin'), clock)).toMatchObject({
      ok: false,
      refusal: {
        kind: 'conflict',
        message: 'This project has no estimate approver to send the estimate to.',
      },
    });
  });
});

describe('the IT desk', () => {
  const desk = (
    status: (typeof STATUS)[keyof typeof STATUS],
    changes: Extract<WorkflowEvent, { type: 'desk-update' }>['changes'],
    type: RequestType = 'Support Request',
  ) =>
    outcome(
      requestIn(type, status, { statusNotes: 'Old notes' }),
      { type: 'desk-update', changes },
      actor('admin'),
      clock,
    );

  it.each([
    [
      'completing fills in today',
      STATUS.assigned,
      { status: STATUS.complete },
      { status: STATUS.complete, completedOn: '2026-03-10' },
    ],
    [
      'completing keeps a given day',
      STATUS.assigned,
      { status: STATUS.complete, completedOn: '2026-03-01' },
      { status: STATUS.complete, completedOn: '2026-03-01' },
    ],
    [
      'reopening clears the completed day',
      STATUS.complete,
      { status: STATUS.assigned },
      { status: STATUS.assigned, completedOn: null },
    ],
    ['blank notes are no notes', STATUS.assigned, { statusNotes: '' }, { statusNotes: null }],
    ['unassigning', STATUS.assigned, { assignee: null }, { assignedToId: null }],
    [
      'only what was sent changes',
      STATUS.assigned,
      { estimatedCompletion: '2026-04-01' },
      { estimatedCompletion: '2026-04-01' },
    ],
  ] as const)('%s', (_name, from, changes, expected) => {
    expect(desk(from, changes).changes).toEqual(expected);
  });

  it.each([
    [{ status: STATUS.complete }, 'IT request completed', '000123 was completed by Admin Person'],
    [
      { status: STATUS.complete, statusNotes: 'Replaced the dock.' },
      'IT request completed',
      '000123 was completed by Admin Person: Replaced the dock.',
    ],
    [{ assignee: { id: 'ivy', name: 'Ivy Desk' } }, 'IT request assigned', '000123 was assigned to Ivy Desk'],
    [
      { status: STATUS.onHold, statusNotes: 'Waiting on stock.' },
      'IT request updated',
      '000123 is now On Hold: Waiting on stock.',
    ],
    [{ statusNotes: 'New notes' }, 'IT request updated', '000123 has new status notes: New notes'],
    [{ statusNotes: null }, 'IT request updated', '000123 status notes were removed'],
  ] as const)('%j tells the requester: %s', (changes, type, description) => {
    expect(spoken(desk(STATUS.assigned, changes).notices)).toEqual([
      { recipients: ['emery', 'finn'], type, description },
    ]);
  });

  it('a change nobody sees (dates only, or the same notes) tells nobody', () => {
    expect(desk(STATUS.assigned, { estimatedCompletion: '2026-04-01' }).notices).toEqual([]);
    expect(desk(STATUS.assigned, { statusNotes: 'Old notes' }).notices).toEqual([]);
  });

  it('cancelling a request that waits for an approval ends the wait in the history and the step', () => {
    const t = desk(
      STATUS.pendingPurchaseApproval,
      { status: STATUS.cancelled, statusNotes: 'Duplicate.' },
      'Purchase Request',
    );
    expect(t.changes).toMatchObject({ status: STATUS.cancelled, purchaseApprovalStatus: 'Cancelled' });
    expect(t.history).toEqual([
      {
        kind: 'close',
        step: 'purchase',
        status: 'Cancelled',
        approverId: 'drew',
        actorId: 'alex',
        notes: 'Duplicate.',
      },
    ]);
  });

  it('cancelling a brief that waits for its estimate leaves no step pending', () => {
    const t = desk(STATUS.pendingEstimate, { status: STATUS.cancelled }, 'Project Brief');
    expect(t.changes).toMatchObject({ estimateApprovalStatus: 'Cancelled' });
    expect(t.history).toEqual([]);
  });
});

describe('the history a transition leaves', () => {
  const at = new Date('2026-03-11T10:00:00Z');
  it('closes the open line of the step, or adds a closed one', () => {
    const open = foldHistory([], [{ kind: 'open', step: 'purchase', approverId: 'drew' }], clock.now);
    expect(open).toEqual([
      {
        step: 'purchase',
        approverId: 'drew',
        actorId: null,
        status: 'Pending',
        notes: null,
        createdAt: clock.now,
        completedAt: null,
      },
    ]);
    const closed = foldHistory(
      open,
      [
        {
          kind: 'close',
          step: 'purchase',
          status: 'Approved',
          approverId: 'drew',
          actorId: 'sam',
          notes: 'Yes',
        },
      ],
      at,
    );
    expect(closed).toEqual([
      {
        step: 'purchase',
        approverId: 'drew',
        actorId: 'sam',
        status: 'Approved',
        notes: 'Yes',
        createdAt: clock.now,
        completedAt: at,
      },
    ]);
    expect(
      foldHistory(
        [],
        [
          {
            kind: 'close',
            step: 'estimate',
            status: 'Approved',
            approverId: 'eve',
            actorId: 'eve',
            notes: 'Yes',
          },
        ],
        at,
      ),
    ).toEqual([
      {
        step: 'estimate',
        approverId: 'eve',
        actorId: 'eve',
        status: 'Approved',
        notes: 'Yes',
        createdAt: at,
        completedAt: at,
      },
    ]);
  });
});

/** The spec's own highlight rule, read from the step columns (spec §4). */
const specHighlight = (request: ReturnType<typeof requestIn>) =>
  request.purchaseApprovalStatus === APPROVAL_STATE.pendingApproval ||
  request.preApprovalStatus === APPROVAL_STATE.pendingApproval ||
  request.estimateApprovalStatus === APPROVAL_STATE.pendingEstimate;

describe('after every allowed transition, the step columns agree with the state', () => {
  const events: WorkflowEvent[] = [
    ...(['purchase', 'pre-approval', 'estimate'] as const).flatMap((step) =>
      (['Approved', 'Rejected'] as const).map((decision): WorkflowEvent => ({
        type: 'decide',
        step,
        decision,
        notes: 'n',
      })),
    ),
    { type: 'send-estimate', estimate: { hours: 1, rate: 1, note: null } },
    ...DESK_STATUSES.map((status): WorkflowEvent => ({ type: 'desk-update', changes: { status } })),
  ];
  it.each(REQUEST_TYPES)('%s', (type) => {
    let checked = 0;
    for (const from of REQUEST_STATUSES) {
      const request = requestIn(type, from);
      for (const event of events) {
        for (const part of PARTS) {
          const result = transition(request, event, actor(part), clock);
          if (!result.ok) continue;
          const after = applyTransition(request, result.transition);
          expect(specHighlight(after), `${type} ${from} → ${after.status}`).toBe(isApprovalPending(after));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
