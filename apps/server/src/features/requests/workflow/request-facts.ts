import { eq } from 'drizzle-orm';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { canViewRequest, type RequestViewer } from '@portico/domain/requests/request-permissions';
import type { WorkflowRequest } from '@portico/domain/requests/workflow/workflow-types';
import type { Db } from '../../../db/client';
import { serviceRequests } from '../../../db/schema';
import { notFound } from '../../../lib/problem';
import { withSubstitutions } from './substitutions';

/** What the workflow and the per-object checks need to know about a request. */
export type RequestFacts = WorkflowRequest;

export const requestFactColumns = {
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
  statusNotes: serviceRequests.statusNotes,
  estimatedCompletion: serviceRequests.estimatedCompletion,
  completedOn: serviceRequests.completedOn,
};

/**
 * A request's ownership, approval and fulfilment facts, with who stands in for its approvers
 * today (issue 13). Inside a transaction, `lock` holds the
 * row until commit (`share` for writes beside the request, such as attachments).
 */
export async function findRequestFacts(
  db: Db,
  requestId: string,
  lock?: 'share' | 'update',
): Promise<RequestFacts | undefined> {
  const query = db.select(requestFactColumns).from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [row] = lock ? await query.for(lock) : await query;
  return row && withSubstitutions(db, { ...row, type: row.type as RequestType });
}

export const requestNotFound = () => notFound('The request was not found.');

/**
 * The request's facts, if the viewer may see it. A request they may not see is "not found",
 * exactly like one that does not exist, so ids cannot be probed for other people's requests.
 * `lock` holds the row until the transaction ends, so the check and the write agree.
 */
export async function findViewableRequest(
  db: Db,
  viewer: RequestViewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestFacts> {
  const facts = await findRequestFacts(db, id, options.lock ? 'update' : undefined);
  if (!facts || !canViewRequest(facts, viewer)) throw requestNotFound();
  return facts;
}
