import type { RequestApprovers } from '@portico/domain/requests/approver-routing';
import { foldHistory, live, type RequestLife } from '@portico/domain/requests/workflow/apply';
import { transition } from '@portico/domain/requests/workflow/machine';
import { withApprovalNeeded } from '@portico/domain/requests/workflow/approval-needed';
import { submitRequest } from '@portico/domain/requests/workflow/submit';
import type { WorkflowRequest } from '@portico/domain/requests/workflow/workflow-types';
import type { notifications, requestApprovals, requestStatusChanges, serviceRequests } from '../db/schema';
import { requestFields } from '../features/requests/request-references';
import { personalNotificationRows } from '../lib/notifications';
import { clockAt } from '../features/requests/workflow/request-workflow';
import { demoId, demoIdsUnder } from '../reference-data/demo-ids';
import { actsOf, type ActorOf } from './request-acts';
import { inputOf, type RequestPlan } from './request-plan';

export type DemoRequestRow = typeof serviceRequests.$inferInsert & {
  id: string;
  name: string;
  createdAt: Date;
};
export type DemoApprovalRow = typeof requestApprovals.$inferInsert;
export type DemoNotificationRow = typeof notifications.$inferInsert;
type StatusChangeRow = typeof requestStatusChanges.$inferInsert;

export interface FoldedRequest {
  request: DemoRequestRow;
  approvals: DemoApprovalRow[];
  notifications: DemoNotificationRow[];
  /** The timeline's status lines, as submission and each transition write them. */
  statusChanges: StatusChangeRow[];
}

/** The request as the workflow sees it right after submission. */
export function submittedRequest(
  plan: RequestPlan,
  id: string,
  name: string,
  approvers: RequestApprovers,
  actorOf: ActorOf,
) {
  const submitted = submitRequest(plan.type, actorOf(plan.createdById), approvers, clockAt(plan.createdAt));
  const request: WorkflowRequest = {
    id,
    name,
    type: plan.type,
    createdById: plan.createdById,
    requestedForId: plan.requestedForId,
    assignedToId: null,
    statusNotes: null,
    estimatedCompletion: null,
    completedOn: null,
    purchaseApprovalStatus: null,
    preApprovalStatus: null,
    estimateApprovalStatus: null,
    sendEstimateApproval: false,
    ...approvers,
    ...submitted.changes,
    status: submitted.to,
  };
  const life: RequestLife<WorkflowRequest> = {
    request,
    history: foldHistory([], submitted.history, plan.createdAt),
    notices: withApprovalNeeded(request, submitted).notices.map((notice) => ({
      ...notice,
      at: plan.createdAt,
    })),
  };
  return life;
}

/**
 * A request's whole life, worked out in memory by the same state machine the live portal
 * runs — submission, then each act the journey needs — and returned as the rows the database
 * would then hold: the tests' request factory inserts one, the demo's requests go in by the
 * batch. Nothing here decides what is allowed. `settle`: a plan whose goal cannot be reached
 * stops where it can (the generated requests) instead of failing (the hand-written stories).
 */
export function foldRequest(
  plan: RequestPlan,
  name: string,
  approvers: RequestApprovers,
  actorOf: ActorOf,
  options: { latest: Date; readBefore: Date; settle?: boolean },
): FoldedRequest {
  const id = demoId(`request:${plan.key}`);
  let life = submittedRequest(plan, id, name, approvers, actorOf);
  const statusChanges: StatusChangeRow[] = [
    {
      requestId: id,
      fromStatus: null,
      toStatus: life.request.status,
      actorId: plan.createdById,
      at: plan.createdAt,
    },
  ];
  const acts = actsOf(plan, life.request, actorOf, options.latest, options.settle ?? true);
  for (const act of acts) {
    const outcome = transition(life.request, act.event, act.actor, clockAt(act.at));
    if (!outcome.ok) throw new Error(`Request ${plan.key}: ${outcome.refusal.message}`);
    const { from, to } = outcome.transition;
    if (from !== to) {
      statusChanges.push({
        requestId: id,
        fromStatus: from,
        toStatus: to,
        actorId: act.actor.employeeId,
        at: act.at,
      });
    }
    life = live(life, outcome.transition, clockAt(act.at));
  }
  const input = inputOf(plan);
  // The workflow's columns first: V8 copies a literal's first spread whole, while the ones after
  // it add their properties one by one, which turned each of the seed's 100,000 rows into a slow
  // dictionary (two thirds of the fold's time). The form's fields share no key with them.
  const request: DemoRequestRow = {
    ...life.request,
    ...requestFields(input),
    onBehalf: input.onBehalf,
    createdAt: plan.createdAt,
    updatedAt: acts.at(-1)?.at ?? plan.createdAt,
    priorityRank: plan.rank ?? null,
  };
  // History lines count up from 0, notifications from 1000 and status lines from 2000: a
  // request has a handful of each.
  const rowIdOf = demoIdsUnder(`request-rows:${plan.key}`);
  const approvals = life.history.map((row, index) => ({
    id: rowIdOf(index),
    requestId: id,
    ...row,
  }));
  let sent = 1000;
  const notifications = life.notices.flatMap((notice) =>
    personalNotificationRows(notice.recipients, {
      type: notice.type,
      description: notice.description,
      message: notice.message,
      link: { requestId: id },
      at: notice.at,
    }).map((row) => ({
      ...row,
      id: rowIdOf(sent++),
      isRead: notice.at < options.readBefore,
    })),
  );
  return {
    request,
    approvals,
    notifications,
    statusChanges: statusChanges.map((row, index) => ({ id: rowIdOf(2000 + index), ...row })),
  };
}
