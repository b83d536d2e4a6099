import { approvalListStatus } from '@portico/domain/requests/approvals';
import { waitsForDecisionBy } from '@portico/domain/requests/approval-turn';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestList, RequestRow, RequestSummary } from '@portico/domain/requests/request-dto';
import { displayNameOf } from '@portico/domain/requests/request-name';
import { isLocked } from '@portico/domain/requests/request-status';
import type { Db } from '../../db/client';
import { pagedList, type PageRequest } from '../../lib/paged-list';
import {
  countRequestRows,
  countSummary,
  selectRequestRows,
  type RequestListFilter,
  type RequestListOrder,
  type RequestListRow,
} from './request-list-queries';

/** A list row; highlighted when its current step waits for the viewer's decision. */
export function toRequestRow(row: RequestListRow, viewerId: string): RequestRow {
  const facts = { ...row, type: row.type as RequestType };
  return {
    id: row.id,
    name: row.name,
    displayName: displayNameOf(row.name),
    createdAt: row.createdAt.toISOString(),
    type: facts.type,
    description: row.description,
    priority: row.priority,
    category: row.category,
    assignedTo: row.assignedTo,
    requestedFor: row.requestedFor,
    createdBy: row.createdBy,
    status: row.status,
    approvalStatus: approvalListStatus(facts),
    approvalPending: waitsForDecisionBy(facts, viewerId),
    locked: isLocked(row.status),
    rank: row.rank,
  };
}

/** One page of a list: a count and a page query, both on indexed columns. */
export async function listRequests(
  db: Db,
  filter: RequestListFilter,
  order: RequestListOrder,
  paging: PageRequest,
): Promise<RequestList> {
  const page = await pagedList(paging, {
    count: () => countRequestRows(db, filter),
    rows: (window) => selectRequestRows(db, filter, order, window),
  });
  return { ...page, items: page.items.map((row) => toRequestRow(row, filter.viewerId)) };
}

/** Every matching row, for the CSV export. */
export async function listAllRequests(
  db: Db,
  filter: RequestListFilter,
  order: RequestListOrder,
): Promise<RequestRow[]> {
  const rows = await selectRequestRows(db, filter, order);
  return rows.map((row) => toRequestRow(row, filter.viewerId));
}

export async function requestSummary(db: Db, viewerId: string): Promise<RequestSummary> {
  return countSummary(db, viewerId);
}
