import { describe, expect, it } from 'vitest';
import { mustBeAtMost } from '../shared/messages';
import {
  CHOOSE_ACCOUNT,
  CHOOSE_CURRENCY,
  CHOOSE_FROM_LIST,
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  PROJECT_CODE_MESSAGE,
  SAME_PURCHASE_APPROVERS,
  projectInputSchema,
  purchaseApproversRefusal,
} from './project-admin';

const DREW = '11111111-1111-4111-8111-111111111111';
const BLAIR = '22222222-2222-4222-8222-222222222222';
const valid = { name: 'Depot Scanner Refresh', projectCode: 'PRJ-0002' };

/** The field's first message, or null when the project is accepted. */
function messageFor(body: Record<string, unknown>, field: string): string | null {
  const result = projectInputSchema.safeParse(body);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('projectInputSchema: what a project needs and allows', () => {
  const rows: [string, Record<string, unknown>, string, string | null][] = [
    ['a name and a project ID are enough', valid, 'name', null],
    ['the name is required', { ...valid, name: '  ' }, 'name', 'Required'],
    ['the name has a limit', { ...valid, name: 'x'.repeat(121) }, 'name', mustBeAtMost(120)],
    ['the project ID is required', { ...valid, projectCode: '' }, 'projectCode', 'Required'],
    ['the project ID has a shape', { ...valid, projectCode: 'PRJ 1' }, 'projectCode', PROJECT_CODE_MESSAGE],
    [
      'the project ID has a limit',
      { ...valid, projectCode: 'P'.repeat(41) },
      'projectCode',
      mustBeAtMost(40),
    ],
    ['an approver is an employee id', { ...valid, preApproverId: 'Drew' }, 'preApproverId', CHOOSE_FROM_LIST],
    ['an approver may be left empty', { ...valid, preApproverId: null }, 'preApproverId', null],
    [
      'a manager is an employee id',
      { ...valid, projectManagerId: '42' },
      'projectManagerId',
      CHOOSE_FROM_LIST,
    ],
    ['the account is an account id', { ...valid, accountId: 'Acme' }, 'accountId', CHOOSE_ACCOUNT],
    ['an email looks like one', { ...valid, email: 'projects at example' }, 'email', EMAIL_MESSAGE],
    ['an email may be empty', { ...valid, email: '' }, 'email', null],
    ['a phone number is digits and marks', { ...valid, phone: 'call Drew' }, 'phone', PHONE_MESSAGE],
    ['a phone number may carry an extension', { ...valid, phone: '+1 (905) 555-0101 x12' }, 'phone', null],
    [
      'payment terms have a limit',
      { ...valid, paymentTerms: 'x'.repeat(256) },
      'paymentTerms',
      mustBeAtMost(255),
    ],
    ['the currency is one of the list', { ...valid, currency: 'XYZ' }, 'currency', CHOOSE_CURRENCY],
    [
      'the purchase approvers are two people',
      { ...valid, purchaseApproverId: DREW, secondaryPurchaseApproverId: DREW },
      'secondaryPurchaseApproverId',
      SAME_PURCHASE_APPROVERS,
    ],
    [
      'two different purchase approvers are fine',
      { ...valid, purchaseApproverId: DREW, secondaryPurchaseApproverId: BLAIR },
      'secondaryPurchaseApproverId',
      null,
    ],
  ];
  it.each(rows)('%s', (_case, body, field, message) => {
    expect(messageFor(body, field)).toBe(message);
  });

  it('stores empty text as nothing, and starts active in CAD', () => {
    const parsed = projectInputSchema.parse({ ...valid, groupName: ' ', email: '', phone: '' });
    expect(parsed).toMatchObject({
      groupName: null,
      email: null,
      phone: null,
      currency: 'CAD',
      active: true,
    });
    expect(parsed.purchaseApproverId).toBeNull();
  });
});

describe('purchaseApproversRefusal', () => {
  const rows: [string | null, string | null, string | null][] = [
    [DREW, DREW, SAME_PURCHASE_APPROVERS],
    [DREW, BLAIR, null],
    [DREW, null, null],
    [null, DREW, null],
    [null, null, null],
  ];
  it.each(rows)(
    'primary %s, secondary %s → %s',
    (purchaseApproverId, secondaryPurchaseApproverId, refusal) => {
      expect(purchaseApproversRefusal({ purchaseApproverId, secondaryPurchaseApproverId })).toBe(refusal);
    },
  );
});
