import { initialApprovalState } from '@portico/domain/requests/approvals';
import {
  APPROVAL_STATE,
  STATUS,
  type RequestStatus,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import { demoId } from './demo-ids';
import type { DemoApprovalRow, DemoRequestRow, RequestApproverIds, RequestPlan } from './request-plan';
import { decideBrief, fulfil, later, latestOf } from './request-progress';

const WITHOUT_APPROVAL: RequestStatus[] = [
  STATUS.pendingItAssignment,
  STATUS.pendingUserReply,
  STATUS.assigned,
  STATUS.onHold,
  STATUS.complete,
  STATUS.cancelled,
];
const ALLOWED: Record<RequestType, RequestStatus[]> = {
  'Support Request': WITHOUT_APPROVAL,
  'Quote Request': WITHOUT_APPROVAL,
  'Purchase Request': [...WITHOUT_APPROVAL, STATUS.pendingPurchaseApproval],
  'Project Brief': [
    ...WITHOUT_APPROVAL,
    STATUS.pendingPreApproval,
    STATUS.pendingEstimate,
    STATUS.pendingEstimateApproval,
  ],
};

function approversOf(plan: RequestPlan): RequestApproverIds {
  const none = {
    purchaseApproverId: null,
    secondaryPurchaseApproverId: null,
    preApproverId: null,
    estimateApproverId: null,
  };
  if (plan.type === 'Purchase Request') {
    if (!plan.project) throw new Error(`Demo purchase ${plan.key} needs a project`);
    return {
      ...none,
      purchaseApproverId: plan.project.purchaseApproverId,
      secondaryPurchaseApproverId: plan.project.secondaryPurchaseApproverId,
    };
  }
  if (plan.type === 'Project Brief') {
    return {
      ...none,
      preApproverId: plan.project?.preApproverId ?? plan.fallbackApprovers?.preApproverId ?? null,
      estimateApproverId:
        plan.project?.estimateApproverId ?? plan.fallbackApprovers?.estimateApproverId ?? null,
    };
  }
  return none;
}

/**
 * A request row and its Approval History, consistent with the workflow in docs/requests.md:
 * the submission's approval state comes from the domain's `initialApprovalState`, and each
 * later step is decided in order until the request reaches the planned status.
 */
export function buildDemoRequest(
  plan: RequestPlan,
  name: string,
  nameOf: (employeeId: string) => string,
): { request: DemoRequestRow; approvals: DemoApprovalRow[] } {
  if (!ALLOWED[plan.type].includes(plan.status)) {
    throw new Error(`Demo request ${plan.key}: a ${plan.type} cannot be ${plan.status}`);
  }
  const id = demoId(`request:${plan.key}`);
  const approvers = approversOf(plan);
  const created = plan.createdAt;
  const creator = { id: plan.createdById, name: nameOf(plan.createdById) };
  const initial = initialApprovalState(plan.type, creator, approvers);
  const approvals: DemoApprovalRow[] = [];
  const history = (
    step: string,
    approverId: string | null,
    at: Date,
    decision?: { status: string; actorId: string; notes: string; at: Date },
  ) =>
    approvals.push({
      id: demoId(`request-approval:${plan.key}:${step}`),
      requestId: id,
      step,
      approverId,
      actorId: decision?.actorId ?? null,
      status: decision?.status ?? 'Pending',
      notes: decision?.notes ?? null,
      createdAt: at,
      completedAt: decision?.at ?? null,
    });

  const request: DemoRequestRow = {
    id,
    name,
    createdAt: created,
    updatedAt: created,
    createdById: plan.createdById,
    requestedForId: plan.requestedForId ?? plan.createdById,
    onBehalf: (plan.requestedForId ?? plan.createdById) !== plan.createdById,
    type: plan.type,
    categoryId: plan.categoryId,
    projectId: plan.project?.row.id ?? null,
    priority: plan.priority,
    neededBy: plan.neededBy,
    description: plan.description,
    requestDetails: plan.details,
    deliveryDetails: plan.type === 'Purchase Request' ? (plan.deliveryDetails ?? null) : null,
    productBrand: plan.product?.brand ?? null,
    productModel: plan.product?.model ?? null,
    productQuantity: plan.product?.quantity ?? null,
    projectTitle: plan.brief?.title ?? null,
    projectType: plan.brief?.type ?? null,
    projectImportance: plan.brief?.importance ?? null,
    projectProblem: plan.brief?.problem ?? null,
    projectGoals: plan.brief?.goals ?? null,
    projectSuccess: plan.brief?.success ?? null,
    projectBudget: plan.brief?.budget ?? null,
    deliveredDate: plan.brief?.deliveredDate ?? null,
    ...approvers,
    purchaseApprovalStatus: initial.purchaseApprovalStatus,
    purchaseApprovedByName: initial.purchaseApprovedByName,
    purchaseApprovedById: initial.autoApprovedStep === 'purchase' ? creator.id : null,
    purchaseApprovalNotes: initial.purchaseApprovalNotes,
    purchaseApprovedOn: initial.autoApprovedStep === 'purchase' ? created : null,
    preApprovalStatus: initial.preApprovalStatus,
    preApprovalNotes: initial.preApprovalNotes,
    preApprovedOn: initial.autoApprovedStep === 'pre-approval' ? created : null,
    estimateApprovalStatus: initial.estimateApprovalStatus,
    submittedByIsPurchaseApprover: initial.submittedByIsPurchaseApprover,
    submittedByIsPreApprover: initial.submittedByIsPreApprover,
    status: plan.status,
    priorityRank: plan.rank ?? null,
  };
  if (initial.autoApprovedStep) {
    history(initial.autoApprovedStep, creator.id, created, {
      status: 'Approved',
      actorId: creator.id,
      notes: 'Automatically Approved',
      at: created,
    });
  }

  const rejected = plan.status === STATUS.cancelled && plan.rejected === true;
  const notes =
    plan.decisionNotes ?? (rejected ? 'Not in this year’s budget.' : 'Approved. Thanks for the detail.');
  if (plan.type === 'Purchase Request' && initial.waitingStep === 'purchase') {
    if (plan.status === STATUS.pendingPurchaseApproval) {
      history('purchase', approvers.purchaseApproverId, created);
    } else {
      const at = later(created, 3);
      const actorId = approvers.purchaseApproverId!;
      const decision = rejected ? APPROVAL_STATE.rejected : APPROVAL_STATE.approved;
      Object.assign(request, {
        purchaseApprovalStatus: decision,
        purchaseApprovalNotes: notes,
        purchaseApprovedOn: at,
        purchaseApprovedById: actorId,
        purchaseApprovedByName: nameOf(actorId),
      });
      history('purchase', actorId, created, { status: decision, actorId, notes, at });
    }
  }

  if (plan.type === 'Project Brief')
    decideBrief(plan, request, approvers, { initial, rejected, notes, history });
  fulfil(plan, request);
  request.updatedAt = latestOf(request);
  return { request, approvals };
}
