import { initialApprovalState } from '@portico/domain/requests/approvals';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import {
  canDeleteRequest,
  canEditRequest,
  canViewRequest,
  type RequestViewer,
} from '@portico/domain/requests/request-permissions';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { isLocked } from '@portico/domain/requests/request-status';
import type { Db } from '../../db/client';
import { forbidden, HttpProblem } from '../../lib/problem';
import type { RequestFacts } from '../../lib/request-facts';
import { initialApprovalColumns, initialApprovalRecords } from './initial-approvals';
import { findProjectDetailsRow } from './picker-queries';
import { findViewableRequest, requestNotFound } from './request-access';
import { factsOf, toProjectDetails, toRequestDetail } from './request-detail-mapper';
import {
  deleteRequestRecord,
  findRequestWithPeople,
  insertApprovalRecords,
  insertRequest,
  updateRequestRecord,
} from './request-queries';
import { approversFor, requestFields, resolveReferences } from './request-references';

export interface RequestActor extends RequestViewer {
  displayName: string;
}

export const TYPE_CHANGE_MESSAGE = 'The request type cannot be changed.';

export async function getRequestDetail(db: Db, viewer: RequestViewer, id: string): Promise<RequestDetail> {
  const row = await findRequestWithPeople(db, id);
  if (!row || !canViewRequest(factsOf(row.request), viewer)) throw requestNotFound();
  const projectRow = row.request.projectId ? await findProjectDetailsRow(db, row.request.projectId) : null;
  return toRequestDetail(row, projectRow ? toProjectDetails(projectRow) : null, viewer);
}

/**
 * Submits a request. The server decides who made it, who it is for, who approves it (copied
 * from the project or the organisation) and whether the creator's own approval applies at once.
 */
export async function createRequest(
  db: Db,
  actor: RequestActor,
  input: RequestInput,
): Promise<RequestDetail> {
  const id = await db.transaction(async (tx) => {
    const references = await resolveReferences(tx, input, actor.employeeId);
    const approvers = await approversFor(tx, input.type, references);
    const initial = initialApprovalState(
      input.type,
      { id: actor.employeeId, name: actor.displayName },
      { purchaseApproverId: approvers.purchaseApproverId, preApproverId: approvers.preApproverId },
    );
    const now = new Date();
    const created = await insertRequest(tx, {
      ...requestFields(input),
      ...initialApprovalColumns(initial, approvers, actor, now),
      type: input.type,
      status: initial.status,
      createdById: actor.employeeId,
      requestedForId: references.requestedFor.id,
      onBehalf: references.requestedFor.id !== actor.employeeId && input.onBehalf,
      createdAt: now,
      updatedAt: now,
    });
    await insertApprovalRecords(tx, initialApprovalRecords(created.id, initial, approvers, actor, now));
    return created.id;
  });
  return getRequestDetail(db, actor, id);
}

/** Why an edit or delete is refused, for a request the viewer can see. */
function refuseChange(record: RequestFacts, action: 'change' | 'delete') {
  if (isLocked(record.status)) {
    return forbidden(`This request is locked (${record.status}) and can no longer be ${action}d.`);
  }
  return forbidden(`Only the person who made this request, or the person it is for, can ${action} it.`);
}

/**
 * Edits a request's fields. Approvers and approval states stay as they are: they were settled
 * at submission and move only through decisions and the IT desk.
 */
export async function updateRequest(
  db: Db,
  viewer: RequestViewer,
  id: string,
  input: RequestInput,
): Promise<RequestDetail> {
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, viewer, id, { lock: true });
    if (!canEditRequest(record, viewer)) throw refuseChange(record, 'change');
    if (input.type !== record.type) {
      throw new HttpProblem(400, TYPE_CHANGE_MESSAGE, { type: [TYPE_CHANGE_MESSAGE] });
    }
    // Not on behalf of anyone means for the person who made it, whoever is editing.
    const references = await resolveReferences(tx, input, record.createdById);
    await updateRequestRecord(tx, id, {
      ...requestFields(input),
      requestedForId: references.requestedFor.id,
      onBehalf: references.requestedFor.id !== record.createdById && input.onBehalf,
    });
  });
  return getRequestDetail(db, viewer, id);
}

export async function deleteRequest(db: Db, viewer: RequestViewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, viewer, id, { lock: true });
    if (!canDeleteRequest(record, viewer)) throw refuseChange(record, 'delete');
    await deleteRequestRecord(tx, id);
  });
}
