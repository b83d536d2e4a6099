import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestApprovals } from '../../db/schema';
import { nameOfPerson } from '../../lib/named-person-sql';

export async function listApprovalRecords(db: Db, requestId: string) {
  return db
    .select({
      id: requestApprovals.id,
      step: requestApprovals.step,
      approver: nameOfPerson(requestApprovals.approverId),
      actor: nameOfPerson(requestApprovals.actorId),
      onBehalfOf: nameOfPerson(requestApprovals.onBehalfOfId),
      status: requestApprovals.status,
      notes: requestApprovals.notes,
      createdAt: requestApprovals.createdAt,
      completedAt: requestApprovals.completedAt,
    })
    .from(requestApprovals)
    .where(eq(requestApprovals.requestId, requestId))
    .orderBy(asc(requestApprovals.createdAt), asc(requestApprovals.completedAt));
}
