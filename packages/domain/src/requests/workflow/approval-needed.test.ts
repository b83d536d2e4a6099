import { describe, expect, it } from 'vitest';
import { spoken } from '../../notifications/spoken';
import { STATUS, type RequestType } from '../request-constants';
import { submitRequest } from './submit';
import { approvalNeededNotices } from './approval-needed';
import { transition } from './machine';
import { actor, clock, PEOPLE, requestIn, type Part } from './test-fixtures';
import type { WorkflowRequest } from './workflow-types';

const approvers = {
  purchaseApproverId: PEOPLE['purchase approver'],
  secondaryPurchaseApproverId: PEOPLE['secondary approver'],
  preApproverId: PEOPLE['pre-approver'],
  estimateApproverId: PEOPLE['estimate approver'],
};

/** A submission as the server writes it: the request, then who its first step waits for. */
function submitted(type: RequestType, creator: Part, requestedFor: Part = creator) {
  const step = submitRequest(type, actor(creator), approvers, clock);
  const after: WorkflowRequest = {
    ...requestIn(type, step.to),
    ...step.changes,
    createdById: PEOPLE[creator],
    requestedForId: PEOPLE[requestedFor],
  };
  return approvalNeededNotices(after, step);
}

describe("'Approval needed' when a step starts waiting", () => {
  it.each<[string, RequestType, Part, Part, string[], string]>([
    [
      'a purchase tells both purchase approvers',
      'Purchase Request',
      'creator',
      'creator',
      [PEOPLE['purchase approver'], PEOPLE['secondary approver']],
      '000123 Purchase Approval waits for your decision',
    ],
    [
      'a purchase for its primary approver tells only the secondary',
      'Purchase Request',
      'creator',
      'purchase approver',
      [PEOPLE['secondary approver']],
      '000123 Purchase Approval waits for your decision',
    ],
    [
      'a brief tells its pre-approver',
      'Project Brief',
      'creator',
      'creator',
      [PEOPLE['pre-approver']],
      '000123 Project Pre-Approval waits for your decision',
    ],
  ])('%s', (_name, type, creator, requestedFor, recipients, description) => {
    expect(spoken(submitted(type, creator, requestedFor))).toEqual([
      { recipients, type: 'Approval needed', description },
    ]);
  });

  it.each<[string, RequestType, Part]>([
    ['a support request waits for no approver', 'Support Request', 'creator'],
    ['an automatic approval waits for no one', 'Purchase Request', 'purchase approver'],
    ['an automatic pre-approval waits for the IT desk', 'Project Brief', 'pre-approver'],
  ])('%s', (_name, type, creator) => {
    expect(submitted(type, creator)).toEqual([]);
  });

  it('sending the estimate tells the estimate approver', () => {
    const outcome = transition(
      requestIn('Project Brief', STATUS.pendingEstimate),
      { type: 'send-estimate', estimate: { hours: 10, rate: 100, note: null } },
      actor('it desk'),
      clock,
    );
    expect(outcome.ok && spoken(outcome.transition.notices)).toContainEqual({
      recipients: [PEOPLE['estimate approver']],
      type: 'Approval needed',
      description: '000123 Estimate Approval waits for your decision',
    });
  });

  it('a pre-approval moves the brief to the IT desk, so no approver is told', () => {
    const outcome = transition(
      requestIn('Project Brief', STATUS.pendingPreApproval),
      { type: 'decide', step: 'pre-approval', decision: 'Approved', notes: 'Yes' },
      actor('pre-approver'),
      clock,
    );
    expect(outcome.ok && outcome.transition.notices.map((notice) => notice.type)).toEqual([
      'IT request approved',
    ]);
  });
});
