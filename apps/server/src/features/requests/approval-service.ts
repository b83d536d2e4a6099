import { rerank } from '@portico/domain/requests/project-ranking';
import type { ApprovalHistoryItem, RequestDetail } from '@portico/domain/requests/request-dto';
import { canRankProjects, type RequestViewer } from '@portico/domain/requests/request-permissions';
import type { ApprovalDecisionInput } from '@portico/domain/requests/request-schemas';
import { isApprovedProject } from '@portico/domain/requests/request-status';
import type { Db } from '../../db/client';
import { forbidden, HttpProblem } from '../../lib/problem';
import { runWorkflowEvent } from './workflow/request-workflow';
import { listApprovalRecords } from './approval-queries';
import { findViewableRequest } from './workflow/request-facts';
import { lockRankingList, saveRanks } from './ranking-queries';
import { getRequestDetail, type ActOptions, type RequestActor } from './request-service';

export const NOT_RANKABLE_MESSAGE = 'Only approved projects can be ranked.';

/**
 * Approves or rejects one step, through the workflow: only the step's approver (403 for anyone
 * else), only while the request waits for that step (409 once it was decided, cancelled or
 * moved on, also when two approvers decide at once). The decision, its Approval History line
 * and the requester's notification are written together or not at all.
 */
export async function decideApproval(
  db: Db,
  actor: RequestActor,
  id: string,
  input: ApprovalDecisionInput,
  options: ActOptions = {},
): Promise<RequestDetail> {
  await db.transaction(async (tx) => {
    const request = await findViewableRequest(tx, actor, id);
    await runWorkflowEvent(tx, request, { type: 'decide', ...input }, actor, options);
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
    onBehalfOf: row.onBehalfOf,
    status: row.status as ApprovalHistoryItem['status'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  }));
}

/**
 * Sets or clears (null) an approved project's place in the ranking list (Admins only). Ranks
 * stay unique: the projects in the way move down (`rerank`), in the same transaction.
 */
export async function rankProject(
  db: Db,
  viewer: RequestViewer,
  id: string,
  rank: number | null,
): Promise<RequestDetail> {
  if (!canRankProjects(viewer)) throw forbidden('Only Admins can rank projects.');
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, viewer, id);
    // The whole list is locked in one statement (never this row first, then the rest, which
    // could deadlock two Admins); the project must still be in it once locked.
    const ranking = isApprovedProject(record) ? await lockRankingList(tx) : [];
    if (!ranking.some((project) => project.id === id)) {
      throw new HttpProblem(400, NOT_RANKABLE_MESSAGE, { rank: [NOT_RANKABLE_MESSAGE] });
    }
    await saveRanks(tx, rerank(ranking, id, rank));
  });
  return getRequestDetail(db, viewer, id);
}
