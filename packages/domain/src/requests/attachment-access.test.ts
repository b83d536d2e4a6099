import { describe, expect, it } from 'vitest';
import { canChangeAttachments } from './attachment-access';
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
