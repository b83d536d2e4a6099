import { canSendEstimate, estimatedCost } from '@portico/domain/requests/approvals';
import type { EstimateInput } from '@portico/domain/requests/it-desk';
import {
  ESTIMATE_NOT_WAITING,
  NO_ESTIMATE_APPROVER,
  type EstimateResult,
} from '@portico/domain/requests/it-desk-dto';
import type { Db } from '../../db/client';
import { HttpProblem, notFound } from '../../lib/problem';
import { findRequestFacts } from '../../lib/request-facts';
import { notifyAboutRequest } from '../../lib/request-notifications';
import { estimateSentNotice } from './desk-notice';
import { openEstimateStep, writeEstimate } from './desk-queries';
import { REQUEST_NOT_FOUND } from './fulfilment-service';

/** Stored with two decimals; cost is computed from the stored figures so they always agree. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Saves a pre-approved project brief's estimate (hours × rate = cost, CAD), and with `send`
 * sends it to the project's estimate approver: the estimate step opens in the Approval
 * History and the requester is told. Only while the project waits for its estimate.
 */
export async function giveEstimate(db: Db, requestId: string, input: EstimateInput) {
  return db.transaction(async (tx): Promise<EstimateResult> => {
    const request = await findRequestFacts(tx, requestId, 'update');
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (!canSendEstimate(request)) throw new HttpProblem(409, ESTIMATE_NOT_WAITING);
    const approverId = request.estimateApproverId;
    if (input.send && !approverId) throw new HttpProblem(409, NO_ESTIMATE_APPROVER);

    const hours = cents(input.hours);
    const rate = cents(input.rate);
    const values = { hours, rate, cost: estimatedCost(hours, rate), note: input.note || null };
    const row = await writeEstimate(tx, requestId, values, input.send);
    // The row lock makes this unreachable today; the guarded UPDATE keeps it true without one.
    if (!row) throw new HttpProblem(409, ESTIMATE_NOT_WAITING);

    if (input.send && approverId) {
      await openEstimateStep(tx, requestId, approverId);
      const notice = estimateSentNotice(request.name);
      await notifyAboutRequest(tx, request, notice.type, notice.description);
    }
    return {
      id: row.id,
      status: row.status,
      estimate: {
        hours: row.hours ?? hours,
        rate: row.rate ?? rate,
        cost: row.cost ?? values.cost,
        note: row.note,
        sent: row.sent,
        sentOn: row.sentOn?.toISOString() ?? null,
        status: row.estimateStatus,
      },
    };
  });
}
