import { describe, expect, it } from 'vitest';
import { STATUS } from '../request-constants';
import { transition } from './machine';
import { actor, clock, PEOPLE, requestIn, type Part } from './test-fixtures';
import { WHO_IT_IS_FOR_MESSAGE } from './workflow-messages';

/**
 * Who an edited request is for. The fixtures' request is made by 'creator' on behalf of 'for';
 * only its maker may change that, or the person it is for would lose sight of it.
 */
const edit = (editor: Part, requestedFor: Part) =>
  transition(
    requestIn('Support Request', STATUS.pendingItAssignment),
    { type: 'edit', requestedForId: PEOPLE[requestedFor] },
    actor(editor),
    clock,
  );

describe('editing who a request is for', () => {
  it.each<[Part, Part]>([
    ['creator', 'for'],
    ['creator', 'creator'],
    ['creator', 'other'],
    ['for', 'for'],
  ])('%s may make it for %s', (editor, requestedFor) => {
    expect(edit(editor, requestedFor).ok).toBe(true);
  });

  it.each<[Part, Part]>([
    ['for', 'creator'],
    ['for', 'other'],
  ])('%s may not make it for %s', (editor, requestedFor) => {
    expect(edit(editor, requestedFor)).toEqual({
      ok: false,
      refusal: { kind: 'forbidden', message: WHO_IT_IS_FOR_MESSAGE },
    });
  });
});

describe('editing what was approved (decision 012)', () => {
  const before = { productQuantity: '2', productBrand: 'Lenovo' };
  const approvedPurchase = requestIn('Purchase Request', STATUS.pendingItAssignment);
  const editOf = (request: ReturnType<typeof requestIn>, after: Record<string, string>) =>
    transition(
      request,
      {
        type: 'edit',
        requestedForId: PEOPLE.for,
        approved: { before, after: { ...before, ...after }, approvedBy: 'Drew Okafor' },
      },
      actor('creator'),
      clock,
    );

  it.each<[string, ReturnType<typeof requestIn>, Record<string, string>, boolean]>([
    ['unchanged approved values save', approvedPurchase, {}, true],
    ['a changed quantity is refused', approvedPurchase, { productQuantity: '3' }, false],
    [
      'before any approval it saves',
      requestIn('Purchase Request', STATUS.pendingItAssignment, { purchaseApprovalStatus: null }),
      { productQuantity: '3' },
      true,
    ],
  ])('%s', (_name, request, after, ok) => {
    expect(editOf(request, after).ok).toBe(ok);
  });

  it('names the field and who approved it, as a conflict about that field', () => {
    expect(editOf(approvedPurchase, { productQuantity: '3' })).toEqual({
      ok: false,
      refusal: {
        kind: 'conflict',
        message: 'Quantity was approved by Drew Okafor and can no longer be changed.',
        fields: ['productQuantity'],
      },
    });
  });
});
