import { describe, expect, it } from 'vitest';
import { decidedByLabel } from './approval-steps';
import type { AccessRole } from '../identity/roles';
import { waitsForDecisionBy, type TurnFacts } from './approval-turn';
import { decisionRefusal, eligibleApprovalSteps } from './workflow/decide';
import { OWN_REQUEST_MESSAGE } from './workflow/workflow-messages';

/** Emery's purchase on Drew's project (Sam second), and a brief Drew pre-approves and Blair estimates. */
const purchase: TurnFacts = {
  type: 'Purchase Request',
  status: 'Pending Purchase Approval',
  createdById: 'emery',
  requestedForId: 'emery',
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
  ...purchase,
  type: 'Project Brief',
  status: 'Pending Pre-Approval',
  purchaseApproverId: null,
  secondaryPurchaseApproverId: null,
  purchaseApprovalStatus: null,
  preApproverId: 'drew',
  preApprovalStatus: 'Pending Approval',
  estimateApproverId: 'blair',
};
const estimate: TurnFacts = {
  ...brief,
  status: 'Pending Estimate Approval',
  preApprovalStatus: 'Approved',
  estimateApprovalStatus: 'Pending Approval',
  sendEstimateApproval: true,
};
const pendingEstimate: TurnFacts = { ...estimate, status: 'Pending Estimate', sendEstimateApproval: false };

describe('waits for me: the highlight and the badge (decision 014)', () => {
  it.each<[string, TurnFacts, string, boolean]>([
    ['purchase waits for its primary approver', purchase, 'drew', true],
    ['purchase waits for its secondary approver', purchase, 'sam', true],
    ['purchase does not wait for the requester', purchase, 'emery', false],
    ['purchase does not wait for the estimate approver', purchase, 'blair', false],
    ['brief waits for its pre-approver', brief, 'drew', true],
    ['brief does not wait for its estimate approver yet', brief, 'blair', false],
    ['Pending Estimate waits for the IT desk, not an approver', pendingEstimate, 'blair', false],
    ['Pending Estimate does not wait for the pre-approver', pendingEstimate, 'drew', false],
    ['a sent estimate waits for the estimate approver', estimate, 'blair', true],
    ['a sent estimate no longer waits for the pre-approver', estimate, 'drew', false],
    [
      'an approved purchase waits for nobody',
      { ...purchase, status: 'Pending IT Assignment' },
      'drew',
      false,
    ],
    ['a cancelled purchase waits for nobody', { ...purchase, status: 'Cancelled' }, 'drew', false],
    ['a purchase for Drew waits for Sam', { ...purchase, requestedForId: 'drew' }, 'sam', true],
    ['a purchase for Drew does not wait for Drew', { ...purchase, requestedForId: 'drew' }, 'drew', false],
    ['a brief Blair made does not wait for Blair', { ...estimate, createdById: 'blair' }, 'blair', false],
  ])('%s', (_name, facts, person, waits) => {
    expect(waitsForDecisionBy(facts, person)).toBe(waits);
  });
});

describe('conflict of interest: nobody decides their own request', () => {
  const as = (employeeId: string, roles: AccessRole[] = []) => ({ employeeId, roles });
  it.each<[string, TurnFacts, string, AccessRole[], string[]]>([
    ['the primary approver decides another’s purchase', purchase, 'drew', [], ['purchase']],
    ['the primary approver it is for may not', { ...purchase, requestedForId: 'drew' }, 'drew', [], []],
    [
      '…so the secondary approver decides it',
      { ...purchase, requestedForId: 'drew' },
      'sam',
      [],
      ['purchase'],
    ],
    [
      'the secondary approver who made it may not',
      { ...purchase, createdById: 'sam', requestedForId: 'finn' },
      'sam',
      [],
      [],
    ],
    ['an Admin does not decide while an approver may', purchase, 'alex', ['Admin'], []],
    [
      'an Admin decides when both approvers are the requester',
      { ...purchase, createdById: 'sam', requestedForId: 'drew' },
      'alex',
      ['Admin'],
      ['purchase'],
    ],
    ['the pre-approver it is for may not', { ...brief, requestedForId: 'drew' }, 'drew', [], []],
    [
      '…an Admin decides in their place',
      { ...brief, requestedForId: 'drew' },
      'alex',
      ['Admin'],
      ['pre-approval'],
    ],
    [
      '…but not an Admin who is the requester',
      { ...brief, requestedForId: 'drew', createdById: 'alex' },
      'alex',
      ['Admin'],
      [],
    ],
    ['IT desk staff never stand in', { ...brief, requestedForId: 'drew' }, 'ivy', ['IT desk'], []],
    [
      'the estimate approver who made the brief may not',
      { ...estimate, createdById: 'blair' },
      'blair',
      [],
      [],
    ],
  ])('%s', (_name, facts, person, roles, steps) => {
    expect(eligibleApprovalSteps(facts, as(person, roles))).toEqual(steps);
  });

  it('says why the requester who is an approver is refused', () => {
    expect(decisionRefusal({ ...purchase, requestedForId: 'drew' }, 'purchase', as('drew'))).toEqual({
      kind: 'forbidden',
      message: OWN_REQUEST_MESSAGE,
    });
  });
});

describe('who closed a step, as the detail labels it', () => {
  it.each([
    ['Approved', 'Approved By'],
    ['Rejected', 'Rejected By'],
    ['Cancelled', 'Cancelled By'],
    ['Pending Approval', 'Approved By'],
    [null, 'Approved By'],
  ] as const)('%s → %s', (state, label) => {
    expect(decidedByLabel(state)).toBe(label);
  });
});
