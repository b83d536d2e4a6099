import type { RequestType } from './request-constants';

/** The people a request waits for, copied onto it at submission. */
export interface RequestApprovers {
  purchaseApproverId: string | null;
  secondaryPurchaseApproverId: string | null;
  preApproverId: string | null;
  estimateApproverId: string | null;
}

export const NO_APPROVERS: RequestApprovers = {
  purchaseApproverId: null,
  secondaryPurchaseApproverId: null,
  preApproverId: null,
  estimateApproverId: null,
};

/**
 * What routing needs to know, looked up from the HR record (never a self-service field): the
 * chosen project's approvers, and for the person the request is for, their current manager,
 * the current leader of their department (unless that is themselves) and the organisation's
 * root (000001). Ids are of current employees only; anyone missing is null.
 */
export interface RoutingFacts {
  project: RequestApprovers | null;
  managerId: string | null;
  departmentLeaderId: string | null;
  rootId: string | null;
}

/**
 * Who approves a new request. Purchases go to the project's purchase approvers; project briefs
 * to the project's pre- and estimate approvers. Where the project names nobody (or a brief has
 * no project), the request goes up the organisation instead: the manager approves first, the
 * department's leader approves the estimate, and the root stands in for anyone missing, so no
 * request waits for nobody. Approvers are copied onto the request, so later changes to a
 * project do not move requests already in flight.
 */
export function routeApprovers(type: RequestType, facts: RoutingFacts): RequestApprovers {
  const { project } = facts;
  if (type === 'Purchase Request') {
    return {
      ...NO_APPROVERS,
      purchaseApproverId: project?.purchaseApproverId ?? facts.managerId ?? facts.rootId,
      secondaryPurchaseApproverId: project?.secondaryPurchaseApproverId ?? null,
    };
  }
  if (type === 'Project Brief') {
    return {
      ...NO_APPROVERS,
      preApproverId: project?.preApproverId ?? facts.managerId ?? facts.rootId,
      estimateApproverId: project?.estimateApproverId ?? facts.departmentLeaderId ?? facts.rootId,
    };
  }
  return NO_APPROVERS;
}
