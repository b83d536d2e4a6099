import { describe, expect, it } from 'vitest';
import {
  anyStepDecided,
  approvedChangeMessage,
  changedApprovedFields,
  changedDecidedFields,
  decidedChangeMessage,
  freezingApproval,
  frozenFields,
  type ApprovedValues,
  type DecidedField,
  type DecidedValues,
  type DecisionFacts,
} from './approved-fields';

const purchase: ApprovedValues = {
  project: 'P1',
  productBrand: 'Lenovo',
  productModal: 'T14',
  productQuantity: '2',
  description: 'Two laptops',
  requestDetails: 'For the coordinators.',
  deliveryDetails: 'Depot reception',
  neededBy: '2026-12-01',
};
const brief: ApprovedValues = {
  project: 'P1',
  description: 'Route sheets',
  requestDetails: 'Automate them.',
  projectBudget: '10,000',
  projectTitle: 'Route sheet automation',
  neededBy: '2026-12-01',
  deliveredDate: '2027-03-01',
};

describe('which approval freezes the approved fields (decision 012)', () => {
  it.each([
    ['an approved purchase', 'Purchase Request', 'Approved', null, 'purchase'],
    ['a purchase still waiting', 'Purchase Request', 'Pending Approval', null, null],
    ['a rejected purchase', 'Purchase Request', 'Rejected', null, null],
    ['a pre-approved brief', 'Project Brief', null, 'Approved', 'pre-approval'],
    ['a brief waiting for pre-approval', 'Project Brief', null, 'Pending Approval', null],
    ['a support request', 'Support Request', null, null, null],
    ['a quote request', 'Quote Request', 'Approved', null, null],
  ] as const)('%s → %s', (_name, type, purchaseApprovalStatus, preApprovalStatus, step) => {
    expect(freezingApproval({ type, purchaseApprovalStatus, preApprovalStatus })).toBe(step);
  });

  const facts = (overrides: Partial<DecisionFacts>): DecisionFacts => ({
    type: 'Purchase Request',
    purchaseApprovalStatus: null,
    preApprovalStatus: null,
    estimateApprovalStatus: null,
    ...overrides,
  });

  it('freezes the purchase’s fields and the brief’s, the form’s read-only list', () => {
    expect(frozenFields(facts({ purchaseApprovalStatus: 'Approved' }))).toContain('productQuantity');
    expect(frozenFields(facts({ type: 'Project Brief', preApprovalStatus: 'Approved' }))).toContain(
      'projectBudget',
    );
    expect(frozenFields(facts({ type: 'Project Brief', preApprovalStatus: 'Pending Approval' }))).toEqual([]);
  });

  it.each<[string, Partial<DecisionFacts>, boolean]>([
    ['nothing decided yet', { purchaseApprovalStatus: 'Pending Approval' }, false],
    ['an approved purchase', { purchaseApprovalStatus: 'Approved' }, true],
    ['a rejected purchase', { purchaseApprovalStatus: 'Rejected' }, true],
    ['a cancelled step', { purchaseApprovalStatus: 'Cancelled' }, false],
    ['a pre-approved brief', { type: 'Project Brief', preApprovalStatus: 'Approved' }, true],
    ['an estimate rejected', { type: 'Project Brief', estimateApprovalStatus: 'Rejected' }, true],
    [
      'an estimate still pending',
      { type: 'Project Brief', estimateApprovalStatus: 'Pending Estimate' },
      false,
    ],
    ['a support request', { type: 'Support Request' }, false],
  ])('%s: who it is for and the project are frozen → %s', (_name, overrides, decided) => {
    expect(anyStepDecided(facts(overrides))).toBe(decided);
    const frozen = frozenFields(facts(overrides));
    for (const field of ['onBehalf', 'onBehalfOf', 'project'] as const) {
      expect(frozen.includes(field), field).toBe(decided);
    }
  });
});

describe('an edit’s changes to what was decided on', () => {
  const before = { requestedForId: 'drew', project: 'P1' };
  it.each<[string, DecidedValues, DecidedField[]]>([
    ['nothing', { ...before }, []],
    ['who it is for', { ...before, requestedForId: 'blair' }, ['onBehalfOf']],
    ['back to its maker (On Behalf unticked)', { ...before, requestedForId: 'emery' }, ['onBehalfOf']],
    ['the project', { ...before, project: 'P2' }, ['project']],
    ['the project removed', { ...before, project: null }, ['project']],
    ['both', { requestedForId: 'blair', project: null }, ['onBehalfOf', 'project']],
  ])('%s', (_name, after, fields) => {
    expect(changedDecidedFields(before, after)).toEqual(fields);
  });

  it.each<[DecidedField[], string]>([
    [['onBehalfOf'], 'On Behalf Of was decided on by an approver and can no longer be changed.'],
    [
      ['onBehalfOf', 'project'],
      'On Behalf Of and Project were decided on by an approver and can no longer be changed.',
    ],
  ])('says %j', (fields, message) => {
    expect(decidedChangeMessage(fields)).toBe(message);
  });
});

describe('an edit’s changes to approved fields', () => {
  it.each<[string, 'Purchase Request' | 'Project Brief', ApprovedValues, ApprovedValues, string[]]>([
    ['nothing changed', 'Purchase Request', purchase, { ...purchase }, []],
    [
      'the quantity',
      'Purchase Request',
      purchase,
      { ...purchase, productQuantity: '3' },
      ['productQuantity'],
    ],
    [
      'the same quantity written differently',
      'Purchase Request',
      purchase,
      { ...purchase, productQuantity: '2.00' },
      [],
    ],
    ['spaces around a value', 'Purchase Request', purchase, { ...purchase, productBrand: ' Lenovo ' }, []],
    ['the project', 'Purchase Request', purchase, { ...purchase, project: 'P2' }, ['project']],
    [
      'brand, model and delivery',
      'Purchase Request',
      purchase,
      { ...purchase, productBrand: 'Dell', productModal: 'X1', deliveryDetails: 'Head office' },
      ['productBrand', 'productModal', 'deliveryDetails'],
    ],
    [
      'a purchase’s Needed By is not approved',
      'Purchase Request',
      purchase,
      { ...purchase, neededBy: '2027-01-01' },
      [],
    ],
    ['the brief’s budget', 'Project Brief', brief, { ...brief, projectBudget: '20,000' }, ['projectBudget']],
    ['the brief’s title', 'Project Brief', brief, { ...brief, projectTitle: 'Other' }, ['projectTitle']],
    [
      'the brief’s dates',
      'Project Brief',
      brief,
      { ...brief, neededBy: '2027-01-01', deliveredDate: null },
      ['neededBy', 'deliveredDate'],
    ],
    [
      'the brief’s details',
      'Project Brief',
      brief,
      { ...brief, requestDetails: 'Other.' },
      ['requestDetails'],
    ],
  ])('%s', (_name, type, before, after, fields) => {
    expect(changedApprovedFields(type, before, after)).toEqual(fields);
  });

  it.each([
    [
      ['productQuantity'],
      'Drew Okafor',
      'Quantity was approved by Drew Okafor and can no longer be changed.',
    ],
    [
      ['productBrand', 'productQuantity'],
      'Drew Okafor',
      'Brand and Quantity were approved by Drew Okafor and can no longer be changed.',
    ],
    [
      ['project', 'productBrand', 'productQuantity'],
      'Drew Okafor',
      'Project, Brand and Quantity were approved by Drew Okafor and can no longer be changed.',
    ],
    [['projectBudget'], null, 'Budget was approved and can no longer be changed.'],
  ] as const)('says %j', (fields, by, message) => {
    expect(approvedChangeMessage(fields, by)).toBe(message);
  });
});
