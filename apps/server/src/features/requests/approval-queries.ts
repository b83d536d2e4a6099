import type { ApprovalStep } from '@portico/domain/requests/approvals';
import { APPROVAL_STATE } from '@portico/domain/requests/request-constants';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { employees, requestApprovals, serviceRequests } from '../../db/schema';
import type { RequestFieldChanges } from './request-queries';

/** The step is still undecided in the database, whatever was read a moment ago. */
function stillWaiting(step: ApprovalStep): SQL {
  if (step === 'purchase') {
    return eq(serviceRequests.purchaseApprovalStatus, APPROVAL_STATE.pendingApproval);
  }
  if (step === 'pre-approval') {
    return eq(serviceRequests.preApprovalStatus, APPROVAL_STATE.pendingApproval);
  }
  // The estimate waits for its approver once the desk has sent it (see docs/requests.md).
  return and(
    eq(serviceRequests.sendEstimateApproval, true),
    inArray(serviceRequests.estimateApprovalStatus, [
      APPROVAL_STATE.pendingApproval,
      APPROVAL_STATE.pendingEstimate,
    ]),
  )!;
}

/**
 * Records a decision only if the step is still waiting. Two approvers deciding at once both
 * run this; the database lets exactly one of them change the row, and the other sees `false`.
 */
export async function recordDecisionIfWaiting(
  db: Db,
  id: string,
  step: ApprovalStep,
  changes: RequestFieldChanges,
): Promise<boolean> {
  const rows = await db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(serviceRequests.id, id), stillWaiting(step)))
    .returning({ id: serviceRequests.id });
  return rows.length === 1;
}

/** Closes the step's open history row; false when there was none to close. */
export async function closeApprovalRecord(
  db: Db,
  requestId: string,
  step: ApprovalStep,
  outcome: { status: string; notes: string; actorId: string; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(requestApprovals)
    .set(outcome)
    .where(
      and(
        eq(requestApprovals.requestId, requestId),
        eq(requestApprovals.step, step),
        eq(requestApprovals.status, 'Pending'),
      ),
    )
    .returning({ id: requestApprovals.id });
  return rows.length > 0;
}

export async function listApprovalRecords(db: Db, requestId: string) {
  const approver = alias(employees, 'approver');
  const actor = alias(employees, 'actor');
  return db
    .select({
      id: requestApprovals.id,
      step: requestApprovals.step,
      approver: approver.displayName,
      actor: actor.displayName,
      status: requestApprovals.status,
      notes: requestApprovals.notes,
      createdAt: requestApprovals.createdAt,
      completedAt: requestApprovals.completedAt,
    })
    .from(requestApprovals)
    .leftJoin(approver, eq(approver.id, requestApprovals.approverId))
    .leftJoin(actor, eq(actor.id, requestApprovals.actorId))
    .where(eq(requestApprovals.requestId, requestId))
    .orderBy(asc(requestApprovals.createdAt), asc(requestApprovals.completedAt));
}
