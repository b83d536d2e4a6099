import type { SubstitutionsOn } from '@portico/domain/approvals/substitutes';
import { waitingStepOf } from '@portico/domain/requests/approval-steps';
import {
  isOwnRequestApprover,
  standsInFor,
  stepDeciders,
  waitsForDecisionBy,
} from '@portico/domain/requests/approval-turn';
import { frozenFields } from '@portico/domain/requests/approved-fields';
import { quantityText } from '@portico/domain/requests/request-schemas';
import { eligibleApprovalSteps } from '@portico/domain/requests/workflow/decide';
import { canSendEstimate } from '@portico/domain/requests/workflow/estimate';
import { canChangeAttachments } from '@portico/domain/requests/attachment-access';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { ProjectDetails, RequestDetail } from '@portico/domain/requests/request-dto';
import { displayNameOf } from '@portico/domain/requests/request-name';
import {
  canDeleteRequest,
  canEditRequest,
  canRankProjects,
  canWorkItDesk,
  type RequestOwnership,
  type RequestViewer,
} from '@portico/domain/requests/request-permissions';
import { isApprovedProject, isLocked } from '@portico/domain/requests/request-status';
import type { ProjectDetailsRow } from './picker-queries';
import type { RequestRecord, RequestWithPeople } from './request-queries';

/** The stored columns the domain's rules read, and who stands in for the approvers today. */
export function factsOf(record: RequestRecord, substitutions?: SubstitutionsOn): RequestOwnership {
  return {
    substitutions,
    type: record.type as RequestType,
    status: record.status,
    createdById: record.createdById,
    requestedForId: record.requestedForId,
    assignedToId: record.assignedToId,
    purchaseApproverId: record.purchaseApproverId,
    secondaryPurchaseApproverId: record.secondaryPurchaseApproverId,
    purchaseApprovalStatus: record.purchaseApprovalStatus,
    preApproverId: record.preApproverId,
    preApprovalStatus: record.preApprovalStatus,
    estimateApproverId: record.estimateApproverId,
    estimateApprovalStatus: record.estimateApprovalStatus,
    sendEstimateApproval: record.sendEstimateApproval,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The step waiting for an approver who may not decide it, being its requester. */
function ownRequestStepOf(facts: RequestOwnership, employeeId: string) {
  const step = waitingStepOf(facts.status);
  return step && isOwnRequestApprover(facts, step, employeeId) ? step : null;
}

/** The name of one of the request's approvers. */
function approverName(row: RequestWithPeople, id: string) {
  const people = [row.purchaseApprover, row.secondaryApprover, row.preApprover, row.estimateApprover];
  return people.find((person) => person?.id === id)?.name ?? null;
}

/** The approver whose waiting step the viewer decides today as their substitute, by name. */
function standingInForOf(row: RequestWithPeople, facts: RequestOwnership, employeeId: string) {
  const forWhom = standsInFor(facts, employeeId);
  return forWhom ? approverName(row, forWhom) : null;
}

/** The step the request waits for, if an approver's, and the names of who may decide it. */
function waitingForOf(row: RequestWithPeople, facts: RequestOwnership): RequestDetail['waitingFor'] {
  const step = waitingStepOf(facts.status);
  if (!step) return null;
  const nameOf = (id: string) => approverName(row, id);
  const deciders = stepDeciders(facts, step)
    .map(nameOf)
    .filter((name): name is string => name !== null);
  return { step, deciders, escalated: row.escalated };
}

/** The detail page's shape, with what the viewer may do decided here, on the server. */
export function toRequestDetail(
  row: RequestWithPeople,
  project: ProjectDetails | null,
  viewer: RequestViewer,
  substitutions?: SubstitutionsOn,
): RequestDetail {
  const { request } = row;
  const facts = factsOf(request, substitutions);
  return {
    id: request.id,
    name: request.name,
    displayName: displayNameOf(request.name),
    createdAt: request.createdAt.toISOString(),
    version: request.updatedAt.toISOString(),
    type: facts.type,
    createdBy: row.createdBy,
    requestedFor: row.requestedFor,
    onBehalf: request.onBehalf,
    category: row.category,
    project,
    priority: request.priority,
    neededBy: request.neededBy,
    description: request.description,
    requestDetails: request.requestDetails,
    productBrand: request.productBrand,
    productModal: request.productModel,
    productQuantity: quantityText(request.productQuantity),
    deliveryDetails: request.deliveryDetails,
    projectTitle: request.projectTitle,
    projectType: request.projectType,
    projectImportance: request.projectImportance,
    projectProblem: request.projectProblem,
    projectGoal: request.projectGoals,
    projectSuccess: request.projectSuccess,
    projectBudget: request.projectBudget,
    deliveredDate: request.deliveredDate,
    purchase: {
      approver: row.purchaseApprover?.name ?? null,
      secondaryApprover: row.secondaryApprover?.name ?? null,
      status: request.purchaseApprovalStatus,
      approvedBy: request.purchaseApprovedByName,
      notes: request.purchaseApprovalNotes,
      approvedOn: iso(request.purchaseApprovedOn),
    },
    preApproval: {
      approver: row.preApprover?.name ?? null,
      status: request.preApprovalStatus,
      notes: request.preApprovalNotes,
      approvedOn: iso(request.preApprovedOn),
    },
    estimate: {
      approver: row.estimateApprover?.name ?? null,
      status: request.estimateApprovalStatus,
      notes: request.estimateApprovalNotes,
      approvedOn: iso(request.estimateApprovedOn),
      sent: request.sendEstimateApproval,
      sentOn: iso(request.estimateSentOn),
      hours: request.estimatedHours,
      rate: request.estimatedRate,
      cost: request.estimatedCost,
      note: request.estimateNote,
    },
    status: request.status,
    assignedTo: row.assignedTo,
    estimatedCompletion: request.estimatedCompletion,
    completedOn: request.completedOn,
    statusNotes: request.statusNotes,
    rank: request.priorityRank,
    locked: isLocked(request.status),
    approvalPending: waitsForDecisionBy(facts, viewer.employeeId),
    waitingFor: waitingForOf(row, facts),
    frozenFields: [...frozenFields(facts)],
    submittedByIsPreApprover: request.submittedByIsPreApprover,
    submittedByIsPurchaseApprover: request.submittedByIsPurchaseApprover,
    permissions: {
      canEdit: canEditRequest(facts, viewer),
      canDelete: canDeleteRequest(facts, viewer),
      approvalSteps: eligibleApprovalSteps(facts, viewer),
      ownRequestStep: ownRequestStepOf(facts, viewer.employeeId),
      standingInFor: standingInForOf(row, facts, viewer.employeeId),
      // Ranking applies to approved projects only; the rank endpoint refuses anything else.
      canRank: canRankProjects(viewer) && isApprovedProject(facts),
      canWorkDesk: canWorkItDesk(viewer),
      canSendEstimate: canWorkItDesk(viewer) && canSendEstimate(facts),
      canChangeAttachments: canChangeAttachments(facts, viewer),
    },
  };
}

export function toProjectDetails(row: ProjectDetailsRow): ProjectDetails {
  const { project, account } = row;
  const address = account
    ? [account.street, account.city, account.state, account.postalCode, account.country]
        .filter((part) => part && part.trim())
        .join(', ')
    : '';
  return {
    id: project.id,
    name: project.name,
    projectCode: project.projectCode,
    group: project.groupName,
    projectManager: row.projectManager?.name ?? null,
    purchaseManager: row.purchaseManager?.name ?? null,
    projectManagerActive: row.projectManager?.statusActive ?? false,
    purchaseManagerActive: row.purchaseManager?.statusActive ?? false,
    account: account ? { name: account.name, billingAddress: address || null } : null,
    email: project.email,
    phone: project.phone,
    paymentTerms: project.paymentTerms,
    currency: project.currency,
    approvers: {
      purchase: row.purchaseApprover?.name ?? null,
      secondaryPurchase: row.secondaryPurchaseApprover?.name ?? null,
      preApproval: row.preApprover?.name ?? null,
      estimate: row.estimateApprover?.name ?? null,
    },
  };
}
