import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { employees, requestApprovals } from '../../db/schema';

export async function listApprovalRecords(db: Db, requestId: string) {
  const approver = alias(employees, 'approver');
  const actor = alias(employees, 'actor');
  const onBehalfOf = alias(employees, 'on_behalf_of');
  return db
    .select({
      id: requestApprovals.id,
      step: requestApprovals.step,
      approver: approver.displayName,
      actor: actor.displayName,
      onBehalfOf: onBehalfOf.displayName,
      status: requestApprovals.status,
      notes: requestApprovals.notes,
      createdAt: requestApprovals.createdAt,
      completedAt: requestApprovals.completedAt,
    })
    .from(requestApprovals)
    .leftJoin(approver, eq(approver.id, requestApprovals.approverId))
    .leftJoin(actor, eq(actor.id, requestApprovals.actorId))
    .leftJoin(onBehalfOf, eq(onBehalfOf.id, requestApprovals.onBehalfOfId))
    .where(eq(requestApprovals.requestId, requestId))
    .orderBy(asc(requestApprovals.createdAt), asc(requestApprovals.completedAt));
}
