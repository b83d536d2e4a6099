import type { EstimateInput } from '@portico/domain/requests/it-desk';
import type { EstimateResult } from '@portico/domain/requests/it-desk-dto';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serviceRequests } from '../../../db/schema';
import { notFound } from '../../../lib/problem';
import { findRequestFacts } from '../workflow/request-facts';
import { runWorkflowEvent } from '../workflow/request-workflow';
import { REQUEST_NOT_FOUND } from './fulfilment-service';

/**
 * Saves a pre-approved project brief's estimate (hours × rate = cost, CAD), and with `send`
 * sends it to the estimate approver, as a workflow event: only while the brief waits for its
 * estimate; the estimate step opens in the Approval History and the requester is told.
 */
export async function giveEstimate(
  db: Db,
  requestId: string,
  input: EstimateInput,
  actor: WorkflowActor,
  options: { now?: Date } = {},
) {
  return db.transaction(async (tx): Promise<EstimateResult> => {
    const request = await findRequestFacts(tx, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const estimate = { hours: input.hours, rate: input.rate, note: input.note ?? null };
    const event = input.send
      ? ({ type: 'send-estimate', estimate } as const)
      : ({ type: 'save-estimate', estimate } as const);
    await runWorkflowEvent(tx, request, event, actor, options);
    const [row] = await tx
      .select({
        id: serviceRequests.id,
        status: serviceRequests.status,
        hours: serviceRequests.estimatedHours,
        rate: serviceRequests.estimatedRate,
        cost: serviceRequests.estimatedCost,
        note: serviceRequests.estimateNote,
        sent: serviceRequests.sendEstimateApproval,
        sentOn: serviceRequests.estimateSentOn,
        estimateStatus: serviceRequests.estimateApprovalStatus,
      })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    return {
      id: row!.id,
      status: row!.status,
      estimate: {
        hours: row!.hours ?? 0,
        rate: row!.rate ?? 0,
        cost: row!.cost ?? 0,
        note: row!.note,
        sent: row!.sent,
        sentOn: row!.sentOn?.toISOString() ?? null,
        status: row!.estimateStatus,
      },
    };
  });
}
