import { describe, expect, it } from 'vitest';
import { canChangeAttachments, lastDecisionAt, seenAtDecision } from './attachment-access';
import { STATUS } from './request-constants';

const requester = { employeeId: 'emery', roles: [] } as const;
const request = { createdById: 'emery', requestedForId: 'emery', status: STATUS.pendingItAssignment };

describe('canChangeAttachments', () => {
  it.each([
    ['the requester of an open request', request, requester, true],
    ['the person it is for', { ...request, createdById: 'drew' }, requester, true],
    [
      'the requester of a request waiting for approval (Locked)',
      { ...request, status: STATUS.pendingPurchaseApproval },
      requester,
      true,
    ],
    ['the requester of an On Hold request', { ...request, status: STATUS.onHold }, requester, false],
    ['the requester of a Cancelled request', { ...request, status: STATUS.cancelled }, requester, false],
    ['the requester of a Complete request', { ...request, status: STATUS.complete }, requester, false],
    [
      'the requester while Pending User Reply',
      { ...request, status: STATUS.pendingUserReply },
      requester,
      true,
    ],
    ['someone else (an approver, say)', request, { employeeId: 'drew', roles: [] }, false],
    ['ELT', request, { employeeId: 'blair', roles: ['ELT'] }, false],
    [
      'an Admin, even when Complete',
      { ...request, status: STATUS.complete },
      { employeeId: 'alex', roles: ['Admin'] },
      true,
    ],
  ] as const)('%s → %s', (_name, target, viewer, expected) => {
    expect(canChangeAttachments(target, viewer)).toBe(expected);
  });
});

describe('files an approver has seen stay (decision 013)', () => {
  const line = (status: string, completedAt: string | null, notes: string | null = 'ok') => ({
    status,
    notes,
    completedAt,
  });
  it.each([
    ['no history', [], null],
    ['only a waiting step', [line('Pending', null, null)], null],
    [
      'an automatic approval is not a decision',
      [line('Approved', '2026-03-01T10:00:00Z', 'Automatically Approved')],
      null,
    ],
    ['a cancellation is not a decision', [line('Cancelled', '2026-03-01T10:00:00Z')], null],
    [
      'the latest approval or rejection',
      [line('Approved', '2026-03-01T10:00:00Z'), line('Rejected', '2026-03-05T10:00:00Z')],
      '2026-03-05T10:00:00.000Z',
    ],
  ] as const)('last decision: %s', (_name, history, at) => {
    expect(lastDecisionAt(history)?.toISOString() ?? null).toBe(at);
  });

  it.each([
    ['added before the decision', '2026-03-01T09:00:00Z', '2026-03-01T10:00:00Z', true],
    ['added at the decision', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z', true],
    ['added after the decision', '2026-03-01T11:00:00Z', '2026-03-01T10:00:00Z', false],
    ['never decided', '2026-03-01T09:00:00Z', null, false],
  ] as const)('a file %s: seen %s', (_name, createdAt, decidedAt, seen) => {
    expect(seenAtDecision(createdAt, decidedAt ? new Date(decidedAt) : null)).toBe(seen);
  });
});
