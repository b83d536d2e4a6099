import { eq } from 'drizzle-orm';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestOwnership } from '@portico/domain/requests/request-permissions';
import type { Db } from '../db/client';
import { serviceRequests } from '../db/schema';

/** What a per-object check needs to know about a request, plus what a notification names. */
export interface RequestFacts extends RequestOwnership {
  id: string;
  name: string;
}

const factColumns = {
  id: serviceRequests.id,
  name: serviceRequests.name,
  type: serviceRequests.type,
  status: serviceRequests.status,
  createdById: serviceRequests.createdById,
  requestedForId: serviceRequests.requestedForId,
  assignedToId: serviceRequests.assignedToId,
  purchaseApproverId: serviceRequests.purchaseApproverId,
  secondaryPurchaseApproverId: serviceRequests.secondaryPurchaseApproverId,
  purchaseApprovalStatus: serviceRequests.purchaseApprovalStatus,
  preApproverId: serviceRequests.preApproverId,
  preApprovalStatus: serviceRequests.preApprovalStatus,
  estimateApproverId: serviceRequests.estimateApproverId,
  estimateApprovalStatus: serviceRequests.estimateApprovalStatus,
  sendEstimateApproval: serviceRequests.sendEstimateApproval,
};

/**
 * A request's ownership and approval facts, for `canViewRequest` and friends. Inside a
 * transaction, `lock` holds the row until commit so a check and the write it guards see the
 * same request (`share` for writes beside the request, `update` for writes to it).
 */
export async function findRequestFacts(
  db: Db,
  requestId: string,
  lock?: 'share' | 'update',
): Promise<RequestFacts | undefined> {
  const query = db.select(factColumns).from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [row] = lock ? await query.for(lock) : await query;
  return row && { ...row, type: row.type as RequestType };
}
