import type { RequestDetail, RequestRow } from '@portico/domain/requests/request-dto';

/** Test data for IT request screens: factories with overrides. */

export const CATEGORY_ID = '6f1c8d7e-2a4b-4c3d-9e8f-0a1b2c3d4e5f';
/** Project ids are platform-style: 18 letters and digits. */
export const PROJECT_ID = 'a0B5g00000AbCdEfGh';

export function requestRow(overrides: Partial<RequestRow> = {}): RequestRow {
  return {
    id: 'req-1',
    name: 'SR-000101',
    displayName: '000101',
    createdAt: '2025-03-14T15:07:00.000Z',
    type: 'Support Request',
    description: 'Laptop will not start',
    priority: '2 - Medium',
    category: 'Hardware',
    assignedTo: null,
    requestedFor: 'Emery Lindqvist',
    createdBy: 'Emery Lindqvist',
    status: 'Pending IT Assignment',
    approvalStatus: null,
    approvalPending: false,
    locked: false,
    rank: null,
    canOpen: true,
    standingInFor: null,
    ...overrides,
  };
}

const person = (name: string, id: string) => ({
  id,
  name,
  title: 'Analyst',
  department: 'Finance',
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  phone: null,
});

export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const emery = person('Emery Lindqvist', 'emp-emery');
  return {
    id: 'req-1',
    name: 'SR-000101',
    displayName: '000101',
    createdAt: '2025-03-14T15:07:00.000Z',
    version: '2025-03-14T15:07:00.000Z',
    type: 'Support Request',
    createdBy: emery,
    requestedFor: emery,
    onBehalf: false,
    category: { id: CATEGORY_ID, name: 'Hardware' },
    project: null,
    priority: '2 - Medium',
    neededBy: '2099-01-15',
    description: 'Laptop will not start',
    requestDetails: 'It shows a black screen after the logo.',
    productBrand: null,
    productModal: null,
    productQuantity: null,
    deliveryDetails: null,
    projectTitle: null,
    projectType: null,
    projectImportance: null,
    projectProblem: null,
    projectGoal: null,
    projectSuccess: null,
    projectBudget: null,
    deliveredDate: null,
    purchase: {
      approver: null,
      secondaryApprover: null,
      status: null,
      approvedBy: null,
      notes: null,
      approvedOn: null,
    },
    preApproval: { approver: null, status: null, notes: null, approvedOn: null },
    estimate: {
      approver: null,
      status: null,
      notes: null,
      approvedOn: null,
      sent: false,
      sentOn: null,
      hours: null,
      rate: null,
      cost: null,
      note: null,
    },
    status: 'Pending IT Assignment',
    assignedTo: null,
    estimatedCompletion: null,
    completedOn: null,
    statusNotes: null,
    rank: null,
    locked: false,
    approvalPending: false,
    waitingFor: null,
    frozenFields: [],
    submittedByIsPreApprover: false,
    submittedByIsPurchaseApprover: false,
    permissions: {
      canEdit: true,
      canDelete: true,
      approvalSteps: [],
      ownRequestStep: null,
      standingInFor: null,
      canRank: false,
      canWorkDesk: false,
      canSendEstimate: false,
      canChangeAttachments: true,
    },
    ...overrides,
  };
}
