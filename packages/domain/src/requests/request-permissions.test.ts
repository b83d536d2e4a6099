import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../identity/roles';
import {
  canDeleteRequest,
  canEditRequest,
  canRankProjects,
  canSeeProjectsTab,
  canViewRequest,
  canWorkItDesk,
  type RequestOwnership,
} from './request-permissions';

const request: RequestOwnership = {
  type: 'Purchase Request',
  status: 'Pending IT Assignment',
  createdById: 'emery',
  requestedForId: 'emery',
  assignedToId: 'alex',
  purchaseApproverId: 'drew',
  secondaryPurchaseApproverId: 'sam',
  purchaseApprovalStatus: 'Approved',
  preApproverId: null,
  preApprovalStatus: null,
  estimateApproverId: null,
  estimateApprovalStatus: null,
  sendEstimateApproval: false,
};
const viewer = (employeeId: string, roles: AccessRole[] = []) => ({ employeeId, roles });

describe('who may open a request', () => {
  it.each([
    ['the creator', request, viewer('emery'), true],
    [
      'the person it is for',
      { ...request, createdById: 'drew', requestedForId: 'emery' },
      viewer('emery'),
      true,
    ],
    ['the purchase approver', request, viewer('drew'), true],
    ['the secondary approver', request, viewer('sam'), true],
    ['the assignee', request, viewer('alex'), true],
    ['an Admin', request, viewer('pat', ['Admin']), true],
    ['HR', request, viewer('casey', ['HR']), false],
    ['ELT on a purchase', request, viewer('blair', ['ELT']), false],
    [
      'ELT on a project brief',
      { ...request, type: 'Project Brief' as const },
      viewer('blair', ['ELT']),
      true,
    ],
    ['a colleague', request, viewer('casey'), false],
  ])('%s → %s', (_name, subject, person, allowed) => {
    expect(canViewRequest(subject, person)).toBe(allowed);
  });
});

describe('who may edit or delete (never while Locked)', () => {
  it.each([
    ['creator, open', request, viewer('emery'), true],
    ['person it is for, open', { ...request, createdById: 'drew' }, viewer('emery'), true],
    ['creator, Complete', { ...request, status: 'Complete' }, viewer('emery'), false],
    [
      'creator, waiting for approval',
      { ...request, status: 'Pending Purchase Approval' },
      viewer('emery'),
      false,
    ],
    ['creator, Pending User Reply', { ...request, status: 'Pending User Reply' }, viewer('emery'), true],
    ['approver', request, viewer('drew'), false],
    ['Admin who is not a party', request, viewer('pat', ['Admin']), false],
  ])('%s → %s', (_name, subject, person, allowed) => {
    expect(canEditRequest(subject, person)).toBe(allowed);
    expect(canDeleteRequest(subject, person)).toBe(allowed);
  });

  it('a Cancelled request is final: its requester may delete it but not change it', () => {
    const cancelled = { ...request, status: 'Cancelled' };
    expect(canEditRequest(cancelled, viewer('emery'))).toBe(false);
    expect(canDeleteRequest(cancelled, viewer('emery'))).toBe(true);
  });
});

describe('role capabilities on requests', () => {
  it.each([
    [[], false, false, false],
    [['Admin'], true, true, false],
    [['ELT'], false, false, true],
    [['HR'], false, false, false],
  ] as Array<[AccessRole[], boolean, boolean, boolean]>)(
    '%j: rank %s, desk %s, projects %s',
    (roles, rank, desk, projects) => {
      const person = viewer('x', roles);
      expect(canRankProjects(person)).toBe(rank);
      expect(canWorkItDesk(person)).toBe(desk);
      expect(canSeeProjectsTab(person)).toBe(projects);
    },
  );
});
