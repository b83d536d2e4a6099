import {
  APPROVAL_STEP_LABELS,
  eligibleApprovalSteps,
  outcomeOf,
  type ApprovalFacts,
  type ApprovalStep,
} from '@portico/domain/requests/approvals';
import { APPROVAL_STATE } from '@portico/domain/requests/request-constants';
import type { ApprovalHistoryItem, RequestDetail } from '@portico/domain/requests/request-dto';
import { canRankProjects, type RequestViewer } from '@portico/domain/requests/request-permissions';
import type { ApprovalDecisionInput } from '@portico/domain/requests/request-schemas';
import { isApprovedProject } from '@portico/domain/requests/request-status';
import type { Db } from '../../db/client';
import { forbidden, HttpProblem } from '../../lib/problem';
import { notifyAboutRequest } from '../../lib/request-notifications';
import { closeApprovalRecord, listApprovalRecords, recordDecisionIfWaiting } from './approval-queries';
import { findViewableRequest } from './request-access';
import { insertApprovalRecords, updateRequestRecord, type RequestFieldChanges } from './request-queries';
import { getRequestDetail, type RequestActor } from './request-service';

export const NOT_AN_APPROVER_MESSAGE = 'You are not an approver of this request at this stage.';
export const ALREADY_DECIDED_MESSAGE = 'This request was already decided.';
export const NOT_RANKABLE_MESSAGE = 'Only approved projects can be ranked.';

const approverIdsOf = (facts: ApprovalFacts, step: ApprovalStep) =>
  step === 'purchase'
    ? [facts.purchaseApproverId, facts.secondaryPurchaseApproverId]
    : [step === 'pre-approval' ? facts.preApproverId : facts.estimateApproverId];

const stepState = (facts: ApprovalFacts, step: ApprovalStep) =>
  step === 'purchase'
    ? facts.purchaseApprovalStatus
    : step === 'pre-approval'
      ? facts.preApprovalStatus
      : facts.estimateApprovalStatus;

/**
 * Why a decision cannot be taken. The step's own approver, arriving after the step was decided
 * (by them, twice, or by the other purchase approver), is told so with a 409; anyone else is
 * simply not an approver at this stage.
 */
function refusal(facts: ApprovalFacts, step: ApprovalStep, employeeId: string): HttpProblem {
  const state = stepState(facts, step);
  const decided = state === APPROVAL_STATE.approved || state === APPROVAL_STATE.rejected;
  if (decided && approverIdsOf(facts, step).includes(employeeId)) {
    return new HttpProblem(409, ALREADY_DECIDED_MESSAGE);
  }
  return forbidden(NOT_AN_APPROVER_MESSAGE);
}

function decisionChanges(step: ApprovalStep, input: ApprovalDecisionInput, actor: RequestActor, now: Date) {
  const outcome = outcomeOf(step, input.decision);
  const changes: RequestFieldChanges = { status: outcome.status };
  if (step === 'purchase') {
    Object.assign(changes, {
      purchaseApprovalStatus: outcome.stepStatus,
      purchaseApprovalNotes: input.notes,
      purchaseApprovedOn: now,
      purchaseApprovedById: actor.employeeId,
      purchaseApprovedByName: actor.displayName,
    });
  } else if (step === 'pre-approval') {
    Object.assign(changes, {
      preApprovalStatus: outcome.stepStatus,
      preApprovalNotes: input.notes,
      preApprovedOn: now,
    });
    if (outcome.estimateApprovalStatus) changes.estimateApprovalStatus = outcome.estimateApprovalStatus;
  } else {
    Object.assign(changes, {
      estimateApprovalStatus: outcome.stepStatus,
      estimateApprovalNotes: input.notes,
      estimateApprovedOn: now,
    });
  }
  return { outcome, changes };
}

/**
 * Approves or rejects one step. Only the step's approver, only while it waits; the decision,
 * its history row and the requester's notification are written together or not at all.
 */
export async function decideApproval(
  db: Db,
  actor: RequestActor,
  id: string,
  input: ApprovalDecisionInput,
): Promise<RequestDetail> {
  await db.transaction(async (tx) => {
    const facts = await findViewableRequest(tx, actor, id);
    if (!eligibleApprovalSteps(facts, actor.employeeId).includes(input.step)) {
      throw refusal(facts, input.step, actor.employeeId);
    }
    const now = new Date();
    const { outcome, changes } = decisionChanges(input.step, input, actor, now);
    // Someone else may have decided since the read above: the update itself checks again.
    if (!(await recordDecisionIfWaiting(tx, id, input.step, changes))) {
      throw new HttpProblem(409, ALREADY_DECIDED_MESSAGE);
    }
    const closing = {
      status: outcome.stepStatus,
      notes: input.notes,
      actorId: actor.employeeId,
      completedAt: now,
    };
    if (!(await closeApprovalRecord(tx, id, input.step, closing))) {
      // A step that waited without an open history row (e.g. an estimate sent before history
      // rows existed) still gets its decision recorded.
      const approverId = approverIdsOf(facts, input.step)[0] ?? null;
      await insertApprovalRecords(tx, [
        { requestId: id, step: input.step, approverId, createdAt: now, ...closing },
      ]);
    }
    const verb = outcome.stepStatus === 'Approved' ? 'approved' : 'rejected';
    await notifyAboutRequest(
      tx,
      facts,
      outcome.stepStatus === 'Approved' ? 'IT request approved' : 'IT request rejected',
      `${facts.name} ${APPROVAL_STEP_LABELS[input.step]} was ${verb} by ${actor.displayName}: ${input.notes}`,
    );
  });
  return getRequestDetail(db, actor, id);
}

export async function approvalHistory(
  db: Db,
  viewer: RequestViewer,
  id: string,
): Promise<ApprovalHistoryItem[]> {
  await findViewableRequest(db, viewer, id);
  const rows = await listApprovalRecords(db, id);
  return rows.map((row) => ({
    id: row.id,
    step: row.step as ApprovalHistoryItem['step'],
    approver: row.approver,
    actor: row.actor,
    status: row.status as ApprovalHistoryItem['status'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  }));
}

/** Sets an approved project's place in the ranking list (Admins only). */
export async function rankProject(
  db: Db,
  viewer: RequestViewer,
  id: string,
  rank: number,
): Promise<RequestDetail> {
  if (!canRankProjects(viewer)) throw forbidden('Only Admins can rank projects.');
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, viewer, id, { lock: true });
    if (!isApprovedProject(record)) {
      throw new HttpProblem(400, NOT_RANKABLE_MESSAGE, { rank: [NOT_RANKABLE_MESSAGE] });
    }
    await updateRequestRecord(tx, id, { priorityRank: rank });
  });
  return getRequestDetail(db, viewer, id);
}
