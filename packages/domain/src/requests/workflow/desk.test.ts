import { describe, expect, it } from 'vitest';
import { STATUS } from '../request-constants';
import { deskCanSetStatus } from './desk';
import { transition } from './machine';
import { actor, clock, requestIn } from './test-fixtures';

describe('the IT desk may not skip an approval, nor revive a cancelled request', () => {
  it.each([
    ['Pending IT Assignment', 'Assigned', true],
    ['Assigned', 'Complete', true],
    ['Assigned', 'Pending User Reply', true],
    ['On Hold', 'Assigned', true],
    ['Complete', 'Assigned', true],
    ['Assigned', 'Cancelled', true],
    ['Pending Purchase Approval', 'Assigned', false],
    ['Pending Purchase Approval', 'Cancelled', true],
    ['Pending Pre-Approval', 'Complete', false],
    ['Pending Estimate', 'Pending IT Assignment', false],
    ['Pending Estimate Approval', 'Cancelled', true],
    ['Assigned', 'Pending Purchase Approval', false],
    ['Cancelled', 'Pending IT Assignment', false],
    ['Cancelled', 'Assigned', false],
  ] as const)('%s → %s: %s', (current, next, allowed) => {
    expect(deskCanSetStatus(current, next as never)).toBe(allowed);
  });
});

describe('the desk cancelling a waiting request closes the waiting step as its own decision', () => {
  const cancel = { type: 'desk-update', changes: { status: STATUS.cancelled } } as const;
  const desk = actor('it desk');
  it.each([
    [
      'Purchase Request',
      STATUS.pendingPurchaseApproval,
      {
        purchaseApprovalStatus: 'Cancelled',
        purchaseApprovedOn: clock.now,
        purchaseApprovedById: desk.employeeId,
        purchaseApprovedByName: desk.displayName,
      },
    ],
    [
      'Project Brief',
      STATUS.pendingPreApproval,
      { preApprovalStatus: 'Cancelled', preApprovedOn: clock.now },
    ],
    [
      'Project Brief',
      STATUS.pendingEstimateApproval,
      { estimateApprovalStatus: 'Cancelled', estimateApprovedOn: clock.now },
    ],
  ] as const)('%s in %s: who cancelled and when', (type, status, expected) => {
    const outcome = transition(requestIn(type, status), cancel, desk, clock);
    expect(outcome.ok && outcome.transition.changes).toMatchObject({ status: STATUS.cancelled, ...expected });
  });
});
