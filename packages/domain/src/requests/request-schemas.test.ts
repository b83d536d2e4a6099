import { describe, expect, it } from 'vitest';
import { approvalDecisionSchema, isNeededByAllowed, rankSchema, requestInputSchema } from './request-schemas';

const schema = requestInputSchema({ earliestNeededBy: () => '2026-11-21' });
const CATEGORY = '7d8f6c1e-3a2b-4c5d-8e9f-0a1b2c3d4e5f';
const PERSON = '9bce165f-fb1e-5506-a5b0-b3edf55a01f3';
const PROJECT = 'a0P5f000001AbCdEAF';

const base = {
  category: CATEGORY,
  priority: '2 - Medium',
  neededBy: '2026-12-01',
  description: 'New laptop',
  requestDetails: 'My laptop is five years old.',
};
const valid = {
  support: { type: 'Support Request', ...base },
  quote: {
    type: 'Quote Request',
    ...base,
    productBrand: 'Lenovo',
    productModal: 'T14',
    productQuantity: '2',
  },
  purchase: {
    type: 'Purchase Request',
    ...base,
    project: PROJECT,
    productQuantity: '1',
    deliveryDetails: 'Head office',
  },
  brief: {
    type: 'Project Brief',
    ...base,
    projectTitle: 'Invoice automation',
    projectType: 'New Solution',
    projectImportance: 'Saves two days a month.',
    projectProblem: 'Invoices are keyed by hand.',
    projectGoal: 'Invoices flow in automatically.',
    projectSuccess: 'No manual keying by June.',
    projectBudget: '$20,000',
    deliveredDate: '2027-06-01',
  },
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('request form rules for every type (spec §5)', () => {
  it.each(Object.entries(valid))('a complete %s request is valid', (_type, input) => {
    expect(errorsOf(input)).toEqual({});
  });

  it.each([
    ['category missing', valid.support, { category: undefined }, { category: ['Required'] }],
    ['priority missing', valid.support, { priority: '' }, { priority: ['Required'] }],
    ['priority unknown', valid.support, { priority: '4 - Whenever' }, { priority: ['Required'] }],
    ['needed by missing', valid.support, { neededBy: '' }, { neededBy: ['Required'] }],
    [
      'needed by in the past',
      valid.support,
      { neededBy: '2026-11-20' },
      { neededBy: ['Needed By cannot be before today'] },
    ],
    ['needed by today', valid.support, { neededBy: '2026-11-21' }, {}],
    ['description missing', valid.support, { description: '' }, { description: ['Required'] }],
    ['description at 100', valid.support, { description: 'd'.repeat(100) }, {}],
    [
      'description at 101',
      valid.support,
      { description: 'd'.repeat(101) },
      { description: ['Must be 100 characters or less'] },
    ],
    [
      'details of 8 characters',
      valid.support,
      { requestDetails: '12345678' },
      { requestDetails: ['Required'] },
    ],
    ['details of 9 characters', valid.support, { requestDetails: '123456789' }, {}],
    ['details at 2009', valid.support, { requestDetails: 'x'.repeat(2009) }, {}],
    [
      'details at 2010',
      valid.support,
      { requestDetails: 'x'.repeat(2010) },
      { requestDetails: ['Must be 2000 characters or less'] },
    ],
    ['project of 15 characters', valid.support, { project: 'a0P5f000001AbCd' }, {}],
    [
      'project of 16 characters',
      valid.support,
      { project: 'a0P5f000001AbCdE' },
      { project: ['Please select an option from the list'] },
    ],
    [
      'project with a dash',
      valid.support,
      { project: 'a0P5f000001AbC-EAF' },
      { project: ['Please select an option from the list'] },
    ],
    ['project left empty', valid.support, { project: '' }, {}],
    ['purchase without project', valid.purchase, { project: undefined }, { project: ['Required'] }],
    [
      'purchase with a bad project',
      valid.purchase,
      { project: 'Project X' },
      { project: ['Please select an option from the list'] },
    ],
    ['quantity with 6 digits, 2 decimals', valid.quote, { productQuantity: '123456.78' }, {}],
    [
      'quantity with 7 digits',
      valid.quote,
      { productQuantity: '1234567' },
      { productQuantity: ['Quantity must be a number'] },
    ],
    [
      'quantity with 3 decimals',
      valid.quote,
      { productQuantity: '1.234' },
      { productQuantity: ['Quantity must be a number'] },
    ],
    [
      'quantity of words',
      valid.purchase,
      { productQuantity: 'two' },
      { productQuantity: ['Quantity must be a number'] },
    ],
    [
      'brand at 101',
      valid.quote,
      { productBrand: 'b'.repeat(101) },
      { productBrand: ['Must be 100 characters or less'] },
    ],
    [
      'model at 101',
      valid.purchase,
      { productModal: 'm'.repeat(101) },
      { productModal: ['Must be 100 characters or less'] },
    ],
    [
      'delivery details at 2010',
      valid.purchase,
      { deliveryDetails: 'd'.repeat(2010) },
      { deliveryDetails: ['Must be 2000 characters or less'] },
    ],
    // Only maximum lengths (spec §5): the form sends an emptied field as null, and '' is the same.
    ['quote without brand or model (null)', valid.quote, { productBrand: null, productModal: null }, {}],
    ['quote without brand or model (empty)', valid.quote, { productBrand: '', productModal: ' ' }, {}],
    [
      'purchase without brand, model or delivery details',
      valid.purchase,
      { productBrand: null, productModal: null, deliveryDetails: null },
      {},
    ],
    ['purchase without any of them', valid.purchase, { deliveryDetails: undefined }, {}],
    ['on behalf without a person', valid.support, { onBehalf: true }, { onBehalfOf: ['Required'] }],
    ['on behalf of someone', valid.support, { onBehalf: true, onBehalfOf: PERSON }, {}],
    ['brief title missing', valid.brief, { projectTitle: '' }, { projectTitle: ['Required'] }],
    [
      'brief title at 101',
      valid.brief,
      { projectTitle: 't'.repeat(101) },
      { projectTitle: ['Must be 100 characters or less'] },
    ],
    ['brief type --None--', valid.brief, { projectType: '--None--' }, { projectType: ['Required'] }],
    [
      'brief importance too short',
      valid.brief,
      { projectImportance: 'short' },
      { projectImportance: ['Required'] },
    ],
    [
      'brief problem at 2010',
      valid.brief,
      { projectProblem: 'p'.repeat(2010) },
      { projectProblem: ['Must be 2000 characters or less'] },
    ],
    ['brief goal missing', valid.brief, { projectGoal: '' }, { projectGoal: ['Required'] }],
    [
      'brief success too short',
      valid.brief,
      { projectSuccess: '8 chars!' },
      { projectSuccess: ['Required'] },
    ],
    ['brief budget missing', valid.brief, { projectBudget: '' }, { projectBudget: ['Required'] }],
    [
      'brief budget at 256',
      valid.brief,
      { projectBudget: '9'.repeat(256) },
      { projectBudget: ['Must be 255 characters or less'] },
    ],
    ['brief delivered date missing', valid.brief, { deliveredDate: '' }, { deliveredDate: ['Required'] }],
  ])('%s', (_name, input, change, expected) => {
    expect(errorsOf({ ...input, ...change })).toEqual(expected);
  });

  it('keeps an emptied optional field as null', () => {
    const parsed = schema.parse({ ...valid.purchase, productBrand: null, deliveryDetails: '  ' });
    expect(parsed).toMatchObject({ productBrand: null, productModal: null, deliveryDetails: null });
  });

  it('refuses an unknown type', () => {
    expect(schema.safeParse({ ...valid.support, type: 'Wish' }).success).toBe(false);
  });

  it('drops fields another type does not have', () => {
    const parsed = schema.parse({ ...valid.support, projectTitle: 'Sneaky' });
    expect(parsed).not.toHaveProperty('projectTitle');
  });
});

describe('approval forms: notes and status are required', () => {
  it.each([
    [{ step: 'purchase', decision: 'Approved', notes: 'Fine by me' }, true],
    [{ step: 'purchase', decision: '--None--', notes: 'Fine by me' }, false],
    [{ step: 'purchase', decision: 'Approved', notes: '' }, false],
    [{ step: 'estimate', decision: 'Rejected', notes: 'Too dear' }, true],
    [{ step: 'other', decision: 'Approved', notes: 'x' }, false],
  ])('%j → valid %s', (input, ok) => {
    expect(approvalDecisionSchema.safeParse(input).success).toBe(ok);
  });
});

describe('rank: digits only', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    [3, 3],
  ])('%j → %i', (rank, value) => {
    expect(rankSchema.parse({ rank }).rank).toBe(value);
  });
  it.each(['', 'a', '1.5', '-1', '1e3', '12 3'])('%j is refused with "Digits only"', (rank) => {
    const result = rankSchema.safeParse({ rank });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Digits only');
  });
  it.each([
    ['123456', true],
    ['1234567', false],
  ])('%j: six digits at most, and the message says so', (rank, ok) => {
    const result = rankSchema.safeParse({ rank });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues.map((issue) => issue.message)).toEqual(['At most 6 digits']);
  });
});

describe('Needed By when editing a request whose date has passed', () => {
  const editing = (saved: string) =>
    requestInputSchema({ earliestNeededBy: () => '2026-11-21', savedNeededBy: () => saved });
  it.each([
    ['kept as it was, though past', '2026-11-01', '2026-11-01', true],
    ['changed to another past date', '2026-11-01', '2026-11-02', false],
    ['changed to today', '2026-11-01', '2026-11-21', true],
    ['changed to the future', '2026-11-01', '2026-12-24', true],
    ['a future date changed to the past', '2026-12-24', '2026-11-20', false],
  ])('%s', (_case, saved, neededBy, allowed) => {
    const result = editing(saved).safeParse({ ...valid.support, neededBy });
    expect(result.success).toBe(allowed);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Needed By cannot be before today');
  });

  it.each([
    ['same date', '2026-11-01', '2026-11-01', '2026-11-21', true],
    ['earlier than today, changed', '2026-11-01', '2026-11-02', '2026-11-21', false],
    ['today', null, '2026-11-21', '2026-11-21', true],
    ['no saved date, past', null, '2026-11-20', '2026-11-21', false],
  ])('isNeededByAllowed: %s', (_case, saved, value, earliest, allowed) => {
    expect(isNeededByAllowed(value, earliest, saved)).toBe(allowed);
  });
});
