import { describe, expect, it } from 'vitest';
import { STATUS } from '../request-constants';
import { transition } from './machine';
import { actor, clock, PEOPLE, requestIn, type Part } from './test-fixtures';
import { CANCELLED_EDIT_MESSAGE, WHO_IT_IS_FOR_MESSAGE } from './workflow-messages';

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

describe('a Cancelled request is final', () => {
  const cancelled = requestIn('Support Request', STATUS.cancelled);
  it('refuses an edit by its requester', () => {
    expect(
      transition(cancelled, { type: 'edit', requestedForId: PEOPLE.for }, actor('creator'), clock),
    ).toEqual({ ok: false, refusal: { kind: 'forbidden', message: CANCELLED_EDIT_MESSAGE } });
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

describe('editing who a request is for and its project, once an approver decided', () => {
  const decided = (purchaseApprovalStatus: string | null) =>
    requestIn('Purchase Request', STATUS.pendingItAssignment, { purchaseApprovalStatus });
  const editOf = (
    request: ReturnType<typeof requestIn>,
    requestedFor: Part,
    project: { before: string | null; after: string | null } = { before: 'P1', after: 'P1' },
  ) =>
    transition(
      request,
      { type: 'edit', requestedForId: PEOPLE[requestedFor], project },
      actor('creator'),
      clock,
    );

  it.each<
    [string, string | null, Part, { before: string | null; after: string | null } | undefined, boolean]
  >([
    ['before any decision, for someone else', 'Pending Approval', 'other', undefined, true],
    ['before any decision, another project', 'Pending Approval', 'for', { before: 'P1', after: 'P2' }, true],
    ['approved, the same person and project', 'Approved', 'for', undefined, true],
    ['approved, for someone else', 'Approved', 'other', undefined, false],
    ['approved, back to its maker', 'Approved', 'creator', undefined, false],
    ['rejected, for someone else', 'Rejected', 'other', undefined, false],
    ['approved, the project removed', 'Approved', 'for', { before: 'P1', after: null }, false],
  ])('%s → saves: %s', (_name, state, requestedFor, project, ok) => {
    expect(editOf(decided(state), requestedFor, project).ok).toBe(ok);
  });

  it('says what was decided on, as a conflict about those fields', () => {
    expect(editOf(decided('Approved'), 'other')).toEqual({
      ok: false,
      refusal: {
        kind: 'conflict',
        message: 'On Behalf Of was decided on by an approver and can no longer be changed.',
        fields: ['onBehalfOf'],
      },
    });
  });
});
