import { describe, expect, it } from 'vitest';
import {
  approvalListStatus,
  canSendEstimate,
  eligibleApprovalSteps,
  estimatedCost,
  initialApprovalState,
  isApprovalPending,
  isApproverOf,
  outcomeOf,
  type ApprovalFacts,
} from './approvals';

const purchase: ApprovalFacts = {
  type: 'Purchase Request',
  status: 'Pending Purchase Approval',
  purchaseApproverId: 'drew',
  secondaryPurchaseApproverId: 'sam',
  purchaseApprovalStatus: 'Pending Approval',
  preApproverId: null,
  preApprovalStatus: null,
  estimateApproverId: null,
  estimateApprovalStatus: null,
  sendEstimateApproval: false,
};
const brief: ApprovalFacts = {
  type: 'Project Brief',
  status: 'Pending Pre-Approval',
  purchaseApproverId: null,
  secondaryPurchaseApproverId: null,
  purchaseApprovalStatus: null,
  preApproverId: 'drew',
  preApprovalStatus: 'Pending Approval',
  estimateApproverId: 'blair',
  estimateApprovalStatus: null,
  sendEstimateApproval: false,
};
const support: ApprovalFacts = {
  ...purchase,
  type: 'Support Request',
  status: 'Pending IT Assignment',
  purchaseApprovalStatus: null,
};

describe('approval-pending highlight (spec §4)', () => {
  it.each([
    ['purchase Pending Approval', purchase, true],
    ['purchase Approved', { ...purchase, purchaseApprovalStatus: 'Approved' }, false],
    ['pre-approval Pending Approval', brief, true],
    [
      'estimate Pending Estimate',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Estimate' },
      true,
    ],
    [
      'estimate Pending Approval (sent)',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Approval' },
      false,
    ],
    ['a support request', support, false],
  ])('%s → %s', (_name, facts, pending) => {
    expect(isApprovalPending(facts)).toBe(pending);
  });
});

describe('status shown in approval lists', () => {
  it.each([
    ['purchase shows the purchase status', purchase, 'Pending Approval'],
    ['brief shows the pre-approval status before an estimate', brief, 'Pending Approval'],
    [
      'brief shows the estimate status once there is one',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Estimate' },
      'Pending Estimate',
    ],
    ['support shows none', support, null],
  ])('%s', (_name, facts, status) => {
    expect(approvalListStatus(facts)).toBe(status);
  });
});

describe('which approval forms a person sees', () => {
  const sentEstimate = {
    ...brief,
    status: 'Pending Estimate Approval',
    preApprovalStatus: 'Approved',
    estimateApprovalStatus: 'Pending Approval',
    sendEstimateApproval: true,
  };
  it.each([
    ['primary purchase approver', purchase, 'drew', ['purchase']],
    ['secondary purchase approver', purchase, 'sam', ['purchase']],
    ['someone else', purchase, 'emery', []],
    ['purchase already Approved', { ...purchase, purchaseApprovalStatus: 'Approved' }, 'drew', []],
    ['purchase already Rejected', { ...purchase, purchaseApprovalStatus: 'Rejected' }, 'drew', []],
    ['pre-approver', brief, 'drew', ['pre-approval']],
    ['estimate approver before pre-approval', brief, 'blair', []],
    [
      'estimate approver before the estimate is sent',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Estimate' },
      'blair',
      [],
    ],
    ['estimate approver once sent', sentEstimate, 'blair', ['estimate']],
    ['pre-approver once the estimate is sent', sentEstimate, 'drew', []],
    ['estimate already decided', { ...sentEstimate, estimateApprovalStatus: 'Approved' }, 'blair', []],
  ] as const)('%s', (_name, facts, person, steps) => {
    expect(eligibleApprovalSteps(facts, person)).toEqual(steps);
  });

  it('knows every approver of a request', () => {
    expect(['drew', 'sam'].every((id) => isApproverOf(purchase, id))).toBe(true);
    expect(isApproverOf(brief, 'blair')).toBe(true);
    expect(isApproverOf(brief, 'emery')).toBe(false);
  });
});

describe('what a decision does', () => {
  it.each([
    ['purchase', 'Approved', { stepStatus: 'Approved', status: 'Pending IT Assignment' }],
    ['purchase', 'Rejected', { stepStatus: 'Rejected', status: 'Cancelled' }],
    [
      'pre-approval',
      'Approved',
      { stepStatus: 'Approved', status: 'Pending Estimate', estimateApprovalStatus: 'Pending Estimate' },
    ],
    ['pre-approval', 'Rejected', { stepStatus: 'Rejected', status: 'Cancelled' }],
    ['estimate', 'Approved', { stepStatus: 'Approved', status: 'Pending IT Assignment' }],
    ['estimate', 'Rejected', { stepStatus: 'Rejected', status: 'Cancelled' }],
  ] as const)('%s %s', (step, decision, outcome) => {
    expect(outcomeOf(step, decision)).toEqual(outcome);
  });
});

describe('auto-approval on submit (spec §4)', () => {
  const creator = { id: 'drew', name: 'Drew Okafor' };
  it('a creator who is the purchase approver approves their own purchase', () => {
    expect(
      initialApprovalState('Purchase Request', creator, { purchaseApproverId: 'drew', preApproverId: null }),
    ).toMatchObject({
      status: 'Pending IT Assignment',
      purchaseApprovalStatus: 'Approved',
      purchaseApprovedByName: 'Drew Okafor',
      purchaseApprovalNotes: 'Automatically Approved',
      submittedByIsPurchaseApprover: true,
      autoApprovedStep: 'purchase',
      waitingStep: null,
    });
  });
  it('anyone else waits for the purchase approver', () => {
    expect(
      initialApprovalState(
        'Purchase Request',
        { id: 'emery', name: 'Emery' },
        { purchaseApproverId: 'drew', preApproverId: null },
      ),
    ).toMatchObject({
      status: 'Pending Purchase Approval',
      purchaseApprovalStatus: 'Pending Approval',
      purchaseApprovedByName: null,
      submittedByIsPurchaseApprover: false,
      waitingStep: 'purchase',
    });
  });
  it('a creator who is the pre-approver pre-approves their own brief', () => {
    expect(
      initialApprovalState('Project Brief', creator, { purchaseApproverId: null, preApproverId: 'drew' }),
    ).toMatchObject({
      status: 'Pending Estimate',
      preApprovalStatus: 'Approved',
      preApprovalNotes: 'Automatically Approved',
      estimateApprovalStatus: 'Pending Estimate',
      submittedByIsPreApprover: true,
      autoApprovedStep: 'pre-approval',
    });
  });
  it('anyone else waits for the pre-approver', () => {
    expect(
      initialApprovalState(
        'Project Brief',
        { id: 'emery', name: 'Emery' },
        { purchaseApproverId: null, preApproverId: 'drew' },
      ),
    ).toMatchObject({
      status: 'Pending Pre-Approval',
      preApprovalStatus: 'Pending Approval',
      waitingStep: 'pre-approval',
    });
  });
  it.each(['Support Request', 'Quote Request'] as const)('%s goes straight to the IT desk', (type) => {
    expect(
      initialApprovalState(type, creator, { purchaseApproverId: 'drew', preApproverId: 'drew' }),
    ).toMatchObject({
      status: 'Pending IT Assignment',
      purchaseApprovalStatus: null,
      preApprovalStatus: null,
      autoApprovedStep: null,
      waitingStep: null,
    });
  });
});

describe('estimates', () => {
  it.each([
    [
      'waiting for an estimate',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Estimate' },
      true,
    ],
    ['not yet pre-approved', brief, false],
    [
      'already sent',
      { ...brief, preApprovalStatus: 'Approved', estimateApprovalStatus: 'Pending Approval' },
      false,
    ],
    ['a purchase', purchase, false],
  ])('may be sent when %s: %s', (_name, facts, allowed) => {
    expect(canSendEstimate(facts)).toBe(allowed);
  });
  it.each([
    [10, 95, 950],
    [12.5, 95, 1187.5],
    [0.1, 0.2, 0.02],
    [3.333, 33.33, 111.09],
  ])('%d h × %d = %d', (hours, rate, cost) => {
    expect(estimatedCost(hours, rate)).toBe(cost);
  });
});
