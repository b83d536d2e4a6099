import { describe, expect, it } from 'vitest';
import { routeApprovers, type RoutingFacts } from './approver-routing';

const project = {
  purchaseApproverId: 'pam',
  secondaryPurchaseApproverId: 'sam',
  preApproverId: 'pia',
  estimateApproverId: 'eve',
};
const org = { project: null, managerId: 'drew', departmentLeaderId: 'lee', rootId: 'root' };
const none = { project: null, managerId: null, departmentLeaderId: null, rootId: 'root' };
const emptyProject = {
  purchaseApproverId: null,
  secondaryPurchaseApproverId: null,
  preApproverId: null,
  estimateApproverId: null,
};

describe('who approves a new request', () => {
  it.each<
    [string, 'Purchase Request' | 'Project Brief' | 'Support Request' | 'Quote Request', RoutingFacts, object]
  >([
    [
      'a purchase goes to the project’s purchase approvers',
      'Purchase Request',
      { ...org, project },
      {
        purchaseApproverId: 'pam',
        secondaryPurchaseApproverId: 'sam',
        preApproverId: null,
        estimateApproverId: null,
      },
    ],
    [
      'a purchase on a project without approvers goes to the manager',
      'Purchase Request',
      { ...org, project: emptyProject },
      { purchaseApproverId: 'drew', secondaryPurchaseApproverId: null },
    ],
    [
      'with no current manager, to the root',
      'Purchase Request',
      { ...none, project: emptyProject },
      { purchaseApproverId: 'root' },
    ],
    [
      'a brief goes to the project’s pre- and estimate approvers',
      'Project Brief',
      { ...org, project },
      { preApproverId: 'pia', estimateApproverId: 'eve', purchaseApproverId: null },
    ],
    [
      'a brief without a project: manager, then department leader',
      'Project Brief',
      org,
      { preApproverId: 'drew', estimateApproverId: 'lee' },
    ],
    [
      'a brief with nobody above: the root for both',
      'Project Brief',
      none,
      { preApproverId: 'root', estimateApproverId: 'root' },
    ],
    ['support needs no approver', 'Support Request', { ...org, project }, emptyProject],
    ['a quote needs no approver', 'Quote Request', org, emptyProject],
  ])('%s', (_name, type, facts, expected) => {
    expect(routeApprovers(type, facts)).toMatchObject(expected);
  });
});
