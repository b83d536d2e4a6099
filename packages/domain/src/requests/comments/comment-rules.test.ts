import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../../identity/roles';
import type { RequestOwnership } from '../request-permissions';
import {
  canWriteComment,
  checkCommentEdit,
  checkCommentRemoval,
  COMMENT_EDIT_EXPIRED_MESSAGE,
  COMMENT_EMPTY_MESSAGE,
  COMMENT_NOT_AUTHOR_MESSAGE,
  COMMENT_REMOVED_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  peopleOnRequest,
  validateCommentBody,
} from './comment-rules';

const request: RequestOwnership = {
  type: 'Project Brief',
  status: 'Locked',
  createdById: 'emery',
  requestedForId: 'frances',
  assignedToId: 'alex',
  purchaseApproverId: 'drew',
  secondaryPurchaseApproverId: 'sam',
  purchaseApprovalStatus: null,
  preApproverId: 'pat',
  preApprovalStatus: 'Pending',
  estimateApproverId: 'erin',
  estimateApprovalStatus: null,
  sendEstimateApproval: false,
};
const viewer = (employeeId: string, roles: AccessRole[] = []) => ({ employeeId, roles });

describe('who may write on a request', () => {
  it.each([
    ['the requester', viewer('emery'), true],
    ['the person it is for', viewer('frances'), true],
    ['the purchase approver', viewer('drew'), true],
    ['the secondary approver', viewer('sam'), true],
    ['the pre-approver', viewer('pat'), true],
    ['the estimate approver', viewer('erin'), true],
    ['the assigned IT person', viewer('alex'), true],
    ['the IT desk role', viewer('kim', ['IT desk']), true],
    ['an Admin', viewer('kim', ['Admin']), true],
    ['ELT, who may read a project brief', viewer('blair', ['ELT']), false],
    ['anyone else', viewer('casey', ['HR']), false],
  ])('%s: %s', (_, who, allowed) => {
    expect(canWriteComment(request, who)).toBe(allowed);
  });

  const away = (to: string) => ({
    day: '2026-03-05',
    active: [{ personId: 'pat', substituteId: 'casey', from: '2026-03-01', to }],
  });
  it.each([
    ['while the range runs', away('2026-03-14'), true],
    ['after it ended', { day: '2026-03-15', active: [] }, false],
  ])("the pre-approver's substitute %s: %s", (_, substitutions, allowed) => {
    expect(canWriteComment({ ...request, substitutions }, viewer('casey', ['HR']))).toBe(allowed);
  });
});

describe('the people on a request', () => {
  it('are the requester, the person it is for, approvers and the assignee, each once', () => {
    expect(peopleOnRequest({ ...request, requestedForId: 'emery', estimateApproverId: null })).toEqual([
      'emery',
      'drew',
      'sam',
      'pat',
      'alex',
    ]);
  });
});

const written = new Date('2026-03-02T10:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(written.getTime() + (minutes * 60 + seconds) * 1000);
const comment = { authorId: 'emery', createdAt: written, removedAt: null };

describe('editing a comment', () => {
  it.each([
    ['the author at once', comment, 'emery', after(0), { ok: true }],
    ['the author at 10 minutes', comment, 'emery', after(10), { ok: true }],
    [
      'the author after 10 minutes',
      comment,
      'emery',
      after(10, 1),
      { ok: false, status: 409, message: COMMENT_EDIT_EXPIRED_MESSAGE },
    ],
    [
      'someone else',
      comment,
      'drew',
      after(1),
      { ok: false, status: 403, message: COMMENT_NOT_AUTHOR_MESSAGE },
    ],
    [
      'a removed comment',
      { ...comment, removedAt: after(1) },
      'emery',
      after(2),
      { ok: false, status: 409, message: COMMENT_REMOVED_MESSAGE },
    ],
  ])('%s', (_, state, who, now, outcome) => {
    expect(checkCommentEdit(state, who, now)).toEqual(outcome);
  });
});

describe('removing a comment', () => {
  it.each([
    ['the author, even days later', comment, 'emery', { ok: true }],
    [
      'someone else (Admins included)',
      comment,
      'kim',
      { ok: false, status: 403, message: COMMENT_NOT_AUTHOR_MESSAGE },
    ],
    [
      'already removed',
      { ...comment, removedAt: after(1) },
      'emery',
      { ok: false, status: 409, message: COMMENT_REMOVED_MESSAGE },
    ],
  ])('%s', (_, state, who, outcome) => {
    expect(checkCommentRemoval(state, who)).toEqual(outcome);
  });
});

describe('a comment’s text', () => {
  it.each([
    ['plain text', 'Looks good', { ok: true, body: 'Looks good' }],
    ['trimmed', '  hi there \n', { ok: true, body: 'hi there' }],
    ['empty', '', { ok: false, message: COMMENT_EMPTY_MESSAGE }],
    ['only spaces', ' \n\t ', { ok: false, message: COMMENT_EMPTY_MESSAGE }],
    ['4000 characters', 'a'.repeat(4000), { ok: true, body: 'a'.repeat(4000) }],
    ['4001 characters', 'a'.repeat(4001), { ok: false, message: COMMENT_TOO_LONG_MESSAGE }],
    ['markup kept as text', '<b>x</b>', { ok: true, body: '<b>x</b>' }],
  ])('%s', (_, text, outcome) => {
    expect(validateCommentBody(text)).toEqual(outcome);
  });
});
