import type { AccessRole } from '../../identity/roles';
import { APPROVAL_STATE, STATUS, type RequestStatus, type RequestType } from '../request-constants';
import type { WorkflowActor, WorkflowClock, WorkflowRequest } from './workflow-types';

/** The people of the workflow tests, by what they are to the request. */
export const PEOPLE = {
  creator: 'emery',
  for: 'finn',
  'purchase approver': 'drew',
  'secondary approver': 'sam',
  'pre-approver': 'pia',
  'estimate approver': 'eve',
  admin: 'alex',
  'it desk': 'ivy',
  other: 'olga',
} as const;
export type Part = keyof typeof PEOPLE;
export const PARTS = Object.keys(PEOPLE) as Part[];

const ROLES: Partial<Record<Part, AccessRole[]>> = { admin: ['Admin'], 'it desk': ['IT desk'] };

export const actor = (part: Part): WorkflowActor => ({
  employeeId: PEOPLE[part],
  displayName: `${part[0]!.toUpperCase()}${part.slice(1)} Person`,
  roles: ROLES[part] ?? [],
});

export const clock: WorkflowClock = { now: new Date('2026-03-10T15:00:00Z'), today: '2026-03-10' };

/** The step columns a request in this state shows, as the workflow would have left them. */
function stepStates(type: RequestType, status: RequestStatus) {
  const none = { purchaseApprovalStatus: null, preApprovalStatus: null, estimateApprovalStatus: null };
  const { pendingApproval, pendingEstimate, approved } = APPROVAL_STATE;
  if (type === 'Purchase Request') {
    return {
      ...none,
      purchaseApprovalStatus: status === STATUS.pendingPurchaseApproval ? pendingApproval : approved,
    };
  }
  if (type !== 'Project Brief') return none;
  switch (status) {
    case STATUS.pendingPreApproval:
      return { ...none, preApprovalStatus: pendingApproval };
    case STATUS.pendingEstimate:
      return { ...none, preApprovalStatus: approved, estimateApprovalStatus: pendingEstimate };
    case STATUS.pendingEstimateApproval:
      return { ...none, preApprovalStatus: approved, estimateApprovalStatus: pendingApproval };
    default:
      return { ...none, preApprovalStatus: approved, estimateApprovalStatus: approved };
  }
}

/** A request of this type in this state, made by the creator on behalf of 'for'. */
export function requestIn(
  type: RequestType,
  status: RequestStatus,
  overrides: Partial<WorkflowRequest> = {},
) {
  const request: WorkflowRequest = {
    id: 'r1',
    name: 'SR-000123',
    type,
    status,
    createdById: PEOPLE.creator,
    requestedForId: PEOPLE.for,
    assignedToId: null,
    purchaseApproverId: PEOPLE['purchase approver'],
    secondaryPurchaseApproverId: PEOPLE['secondary approver'],
    preApproverId: PEOPLE['pre-approver'],
    estimateApproverId: PEOPLE['estimate approver'],
    sendEstimateApproval: status === STATUS.pendingEstimateApproval,
    statusNotes: null,
    estimatedCompletion: null,
    completedOn: null,
    ...stepStates(type, status),
    ...overrides,
  };
  return request;
}
