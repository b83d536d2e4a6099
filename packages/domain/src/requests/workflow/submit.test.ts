import { describe, expect, it } from 'vitest';
import { NO_APPROVERS } from '../approver-routing';
import { STATUS, type RequestType } from '../request-constants';
import { submitRequest } from './submit';
import { actor, clock } from './test-fixtures';

const approvers = {
  ...NO_APPROVERS,
  purchaseApproverId: 'drew',
  preApproverId: 'drew',
  estimateApproverId: 'blair',
};
const drew = { ...actor('purchase approver'), displayName: 'Drew Okafor' };
const emery = actor('creator');

describe('submitting a request (spec §4, auto-approval on submit)', () => {
  it.each([
    ['Support Request', emery, STATUS.pendingItAssignment, []],
    ['Quote Request', drew, STATUS.pendingItAssignment, []],
    [
      'Purchase Request',
      emery,
      STATUS.pendingPurchaseApproval,
      [{ kind: 'open', step: 'purchase', approverId: 'drew' }],
    ],
    [
      'Project Brief',
      emery,
      STATUS.pendingPreApproval,
      [{ kind: 'open', step: 'pre-approval', approverId: 'drew' }],
    ],
    [
      'Purchase Request',
      drew,
      STATUS.pendingItAssignment,
      [
        {
          kind: 'close',
          step: 'purchase',
          status: 'Approved',
          approverId: 'drew',
          actorId: 'drew',
          notes: 'Automatically Approved',
        },
      ],
    ],
    [
      'Project Brief',
      drew,
      STATUS.pendingEstimate,
      [
        {
          kind: 'close',
          step: 'pre-approval',
          status: 'Approved',
          approverId: 'drew',
          actorId: 'drew',
          notes: 'Automatically Approved',
        },
      ],
    ],
  ] as const)('a %s by %o starts in %s', (type, creator, status, history) => {
    const t = submitRequest(type as RequestType, creator, approvers, clock);
    expect(t).toMatchObject({ from: null, to: status, history, notices: [] });
    expect(t.changes.status).toBe(status);
  });

  it('a creator who is the purchase approver approves their own purchase at once', () => {
    expect(submitRequest('Purchase Request', drew, approvers, clock).changes).toMatchObject({
      purchaseApprovalStatus: 'Approved',
      purchaseApprovedByName: 'Drew Okafor',
      purchaseApprovedById: 'drew',
      purchaseApprovalNotes: 'Automatically Approved',
      purchaseApprovedOn: clock.now,
      submittedByIsPurchaseApprover: true,
    });
  });

  it('a creator who is the pre-approver pre-approves their own brief, which then waits for an estimate', () => {
    expect(submitRequest('Project Brief', drew, approvers, clock).changes).toMatchObject({
      preApprovalStatus: 'Approved',
      preApprovalNotes: 'Automatically Approved',
      estimateApprovalStatus: 'Pending Estimate',
      submittedByIsPreApprover: true,
    });
  });

  it('copies the approvers onto the request', () => {
    expect(submitRequest('Project Brief', emery, approvers, clock).changes).toMatchObject(approvers);
  });
});
