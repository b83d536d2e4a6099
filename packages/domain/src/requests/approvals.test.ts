import { describe, expect, it } from 'vitest';
import type { TurnFacts } from './approval-turn';
import { approvalListStatus, estimatedCost, isApprovalPending, isApproverOf } from './approvals';
import { eligibleApprovalSteps } from './workflow/decide';
import { canSendEstimate } from './workflow/estimate';

const purchase: TurnFacts = {
  createdById: 'emery',
  requestedForId: 'emery',
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
const brief: TurnFacts = {
  createdById: 'emery',
  requestedForId: 'emery',
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
const support: TurnFacts = {
  ...purchase,
  type: 'Support Request',
  status: 'Pending IT Assignment',
  purchaseApprovalStatus: null,
};

describe('approval-pending highlight (spec §4), read from the state', () => {
  it.each([
    ['purchase waiting (Pending Approval)', 'Pending Purchase Approval', true],
    ['pre-approval waiting (Pending Approval)', 'Pending Pre-Approval', true],
    ['estimate Pending Estimate', 'Pending Estimate', true],
    ['estimate sent (Pending Approval)', 'Pending Estimate Approval', false],
    ['approved, waiting for the IT desk', 'Pending IT Assignment', false],
    ['cancelled while it waited', 'Cancelled', false],
    ['complete', 'Complete', false],
  ])('%s → %s', (_name, status, pending) => {
    expect(isApprovalPending({ status })).toBe(pending);
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
    [
      'purchase already Approved',
      { ...purchase, status: 'Pending IT Assignment', purchaseApprovalStatus: 'Approved' },
      'drew',
      [],
    ],
    [
      'purchase already Rejected',
      { ...purchase, status: 'Cancelled', purchaseApprovalStatus: 'Rejected' },
      'drew',
      [],
    ],
    [
      'purchase cancelled by the IT desk',
      { ...purchase, status: 'Cancelled', purchaseApprovalStatus: 'Cancelled' },
      'drew',
      [],
    ],
    ['pre-approver', brief, 'drew', ['pre-approval']],
    ['estimate approver before pre-approval', brief, 'blair', []],
    [
      'estimate approver before the estimate is sent',
      {
        ...brief,
        status: 'Pending Estimate',
        preApprovalStatus: 'Approved',
        estimateApprovalStatus: 'Pending Estimate',
      },
      'blair',
      [],
    ],
    ['estimate approver once sent', sentEstimate, 'blair', ['estimate']],
    ['pre-approver once the estimate is sent', sentEstimate, 'drew', []],
    [
      'estimate already decided',
      { ...sentEstimate, status: 'Pending IT Assignment', estimateApprovalStatus: 'Approved' },
      'blair',
      [],
    ],
  ] as const)('%s', (_name, facts, person, steps) => {
    expect(eligibleApprovalSteps(facts, { employeeId: person, roles: [] })).toEqual(steps);
  });

  it('knows every approver of a request', () => {
    expect(['drew', 'sam'].every((id) => isApproverOf(purchase, id))).toBe(true);
    expect(isApproverOf(brief, 'blair')).toBe(true);
    expect(isApproverOf(brief, 'emery')).toBe(false);
  });
});

describe('estimates', () => {
  it.each([
    [
      'waiting for an estimate',
      {
        ...brief,
        status: 'Pending Estimate',
        preApprovalStatus: 'Approved',
        estimateApprovalStatus: 'Pending Estimate',
      },
      true,
    ],
    ['not yet pre-approved', brief, false],
    [
      'already sent',
      {
        ...brief,
        status: 'Pending Estimate Approval',
        preApprovalStatus: 'Approved',
        estimateApprovalStatus: 'Pending Approval',
      },
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
