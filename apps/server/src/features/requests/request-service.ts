import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { canViewRequest, type RequestViewer } from '@portico/domain/requests/request-permissions';
import { parseRequestReference } from '@portico/domain/requests/request-name';
import {
  isNeededByAllowed,
  NEEDED_BY_PAST_MESSAGE,
  type RequestInput,
} from '@portico/domain/requests/request-schemas';
import { fieldChanges } from '@portico/domain/requests/request-field-changes';
import { withApprovalNeeded } from '@portico/domain/requests/workflow/approval-needed';
import { REQUEST_CHANGED_MESSAGE } from '@portico/domain/requests/workflow/workflow-messages';
import { submitRequest } from '@portico/domain/requests/workflow/submit';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import type { Db } from '../../db/client';
import { requestFieldChanges } from '../../db/schema';
import { HttpProblem } from '../../lib/problem';
import {
  clockAt,
  decideWorkflowEvent,
  recordStatusChange,
  runWorkflowEvent,
  STALE_REQUEST_MESSAGE,
  writeHistoryAndNotices,
} from './workflow/request-workflow';
import { findProjectDetailsRow } from './picker-queries';
import {
  findViewableRequest,
  requestNotFound,
  substitutionsForApprovers,
  withSubstitutions,
} from './workflow/request-facts';
import { factsOf, toProjectDetails, toRequestDetail } from './request-detail-mapper';
import { approvedEditOf } from './approved-values';
import { findFieldTexts } from './request-field-texts';
import {
  deleteRequestRecord,
  findRequestIdByReference,
  findRequestWithPeople,
  findSavedChoices,
  findSavedNeededBy,
  insertRequest,
  savedVersion,
} from './request-queries';
import { earliestNeededBy } from './request-route-schemas';
import { approversFor, requestFields, resolveReferences } from './request-references';

/** Who acts on a request: the signed-in person. */
export type RequestActor = WorkflowActor;

/** Lets the demo data act at a chosen moment; live calls happen now. */
export interface ActOptions {
  now?: Date;
  /**
   * The person's own today, where their site is (issue 29): Needed By may not be before it. The
   * demo data's acts have none and keep the body schema's slack (yesterday in UTC).
   */
  today?: string;
}

export const TYPE_CHANGE_MESSAGE = 'The request type cannot be changed.';

export async function getRequestDetail(db: Db, viewer: RequestViewer, id: string): Promise<RequestDetail> {
  const row = await findRequestWithPeople(db, id);
  if (!row) throw requestNotFound();
  const substitutions = await substitutionsForApprovers(db, factsOf(row.request));
  if (!canViewRequest(factsOf(row.request, substitutions), viewer)) throw requestNotFound();
  const projectRow = row.request.projectId ? await findProjectDetailsRow(db, row.request.projectId) : null;
  return toRequestDetail(row, projectRow ? toProjectDetails(projectRow) : null, viewer, substitutions);
}

/**
 * A request named by a link, by id or by the number people see ('000227'). A reference that
 * names no request, or one the viewer may not see, is "not found" alike.
 */
export async function getRequestDetailByReference(
  db: Db,
  viewer: RequestViewer,
  text: string,
): Promise<RequestDetail> {
  const reference = parseRequestReference(text);
  const id = reference && (await findRequestIdByReference(db, reference));
  if (!id) throw requestNotFound();
  return getRequestDetail(db, viewer, id);
}

/**
 * Submits a request. The server decides who made it, who it is for, who approves it (copied
 * from the project or the organisation), and the workflow decides where it starts — with the
 * creator's own approval applied at once (spec §4).
 */
export async function createRequest(
  db: Db,
  actor: RequestActor,
  input: RequestInput,
  options: ActOptions = {},
): Promise<RequestDetail> {
  const now = options.now ?? new Date();
  if (options.today !== undefined && !isNeededByAllowed(input.neededBy, options.today, null)) {
    throw new HttpProblem(400, NEEDED_BY_PAST_MESSAGE, { neededBy: [NEEDED_BY_PAST_MESSAGE] });
  }
  const id = await db.transaction(async (tx) => {
    const references = await resolveReferences(tx, input, actor.employeeId);
    const approvers = await approversFor(tx, input.type, references);
    const submitted = submitRequest(input.type, actor, approvers, clockAt(now));
    const created = await insertRequest(tx, {
      ...requestFields(input),
      ...submitted.changes,
      status: submitted.to,
      type: input.type,
      createdById: actor.employeeId,
      requestedForId: references.requestedFor.id,
      onBehalf: references.requestedFor.id !== actor.employeeId && input.onBehalf,
      createdAt: now,
      updatedAt: now,
    });
    // The first step, if it waits for an approver, tells them (and their substitute while they
    // are away): 'Approval needed'.
    const after = await withSubstitutions(
      tx,
      {
        ...approvers,
        name: created.name,
        type: input.type,
        status: submitted.to,
        createdById: actor.employeeId,
        requestedForId: references.requestedFor.id,
        purchaseApprovalStatus: submitted.changes.purchaseApprovalStatus ?? null,
        preApprovalStatus: submitted.changes.preApprovalStatus ?? null,
        estimateApprovalStatus: submitted.changes.estimateApprovalStatus ?? null,
        sendEstimateApproval: false,
      },
      now,
    );
    await recordStatusChange(tx, created.id, submitted, actor.employeeId, now);
    await writeHistoryAndNotices(tx, created.id, withApprovalNeeded(after, submitted), now);
    return created.id;
  });
  return getRequestDetail(db, actor, id);
}

/**
 * Edits a request's fields: the requester, while it is not Locked, and only if it is still in
 * the state the edit was allowed in. A Needed By that has passed may stay as it is; only a
 * changed one must be today or later. Approvers and approval states are not fields: they move
 * only through the workflow. What a purchase or pre-approval approved stays as approved
 * (409 naming the fields, decision 012).
 */
export async function updateRequest(
  db: Db,
  actor: RequestActor,
  id: string,
  input: RequestInput,
  options: ActOptions & { expectedVersion?: string | undefined } = {},
): Promise<RequestDetail> {
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, actor, id, { lock: true });
    // Two tabs, or two people, editing at once: the edit made on an older state loses, loudly.
    if (options.expectedVersion !== undefined && options.expectedVersion !== (await savedVersion(tx, id))) {
      throw new HttpProblem(409, REQUEST_CHANGED_MESSAGE);
    }
    if (input.type !== record.type) {
      throw new HttpProblem(400, TYPE_CHANGE_MESSAGE, { type: [TYPE_CHANGE_MESSAGE] });
    }
    const savedNeededBy = await findSavedNeededBy(tx, id);
    const earliest = options.today ?? earliestNeededBy(options.now);
    if (!isNeededByAllowed(input.neededBy, earliest, savedNeededBy)) {
      throw new HttpProblem(400, NEEDED_BY_PAST_MESSAGE, { neededBy: [NEEDED_BY_PAST_MESSAGE] });
    }
    // Not on behalf of anyone means for the person who made it, whoever is editing.
    const saved = await findSavedChoices(tx, id);
    const references = await resolveReferences(tx, input, record.createdById, saved);
    const requestedForId = references.requestedFor.id;
    const fields = requestFields(input);
    const approved = await approvedEditOf(tx, record, fields);
    const project = { before: saved?.projectId ?? null, after: fields.projectId };
    const before = await findFieldTexts(tx, id);
    await runWorkflowEvent(tx, record, { type: 'edit', requestedForId, approved, project }, actor, {
      ...options,
      fields: {
        ...fields,
        requestedForId,
        onBehalf: requestedForId !== record.createdById && input.onBehalf,
      },
    });
    // Every change an edit makes is in the request's timeline, with who made it.
    const changes = fieldChanges(before, await findFieldTexts(tx, id));
    if (changes.length > 0) {
      await tx.insert(requestFieldChanges).values({ requestId: id, actorId: actor.employeeId, changes });
    }
  });
  return getRequestDetail(db, actor, id);
}

/** Deletes a request with its history and files: the requester, while it is not Locked. */
export async function deleteRequest(db: Db, actor: RequestActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findViewableRequest(tx, actor, id);
    const step = decideWorkflowEvent(record, { type: 'delete' }, actor, new Date());
    if (!(await deleteRequestRecord(tx, id, step.to))) {
      throw new HttpProblem(409, STALE_REQUEST_MESSAGE);
    }
  });
}
