import type { FulfilmentInput } from '@portico/domain/requests/it-desk';
import { NOT_DESK_STAFF, type FulfilmentResult } from '@portico/domain/requests/it-desk-dto';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import type { Db } from '../../../db/client';
import { HttpProblem, notFound } from '../../../lib/problem';
import { findRequestFacts, type RequestFacts } from '../workflow/request-facts';
import { runWorkflowEvent } from '../workflow/request-workflow';
import { PICKER_LIMIT } from '../picker-queries';
import { findDeskStaffMember, findEmployeeName, listDeskStaff } from './desk-queries';

export const REQUEST_NOT_FOUND = 'This request was not found.';

/** Who a request can be assigned to, as the picker asks: the first 20 by name, or those a search finds. */
export const deskStaff = (db: Db, search: string | undefined) => listDeskStaff(db, search, PICKER_LIMIT);

async function toResult(db: Db, request: RequestFacts): Promise<FulfilmentResult> {
  const assigneeName = request.assignedToId ? await findEmployeeName(db, request.assignedToId) : null;
  return {
    id: request.id,
    status: request.status,
    assignedTo: request.assignedToId ? { id: request.assignedToId, name: assigneeName ?? '' } : null,
    statusNotes: request.statusNotes,
    estimatedCompletion: request.estimatedCompletion,
    completedOn: request.completedOn,
  };
}

/**
 * The IT desk's fulfilment change (status, cancelling included, assignee, notes, dates) as one
 * workflow event, written with its notification, guarded on the status it was read in.
 */
export async function changeFulfilment(
  db: Db,
  requestId: string,
  input: FulfilmentInput,
  actor: WorkflowActor,
  options: { now?: Date; today?: string } = {},
) {
  return db.transaction(async (tx): Promise<FulfilmentResult> => {
    const request = await findRequestFacts(tx, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    let assignee: { id: string; name: string } | null | undefined;
    if (input.assignedToId) {
      assignee = await findDeskStaffMember(tx, input.assignedToId);
      if (!assignee) throw new HttpProblem(400, NOT_DESK_STAFF, { assignedToId: [NOT_DESK_STAFF] });
    } else if (input.assignedToId === null) {
      assignee = null;
    }
    const changes = {
      status: input.status,
      assignee,
      statusNotes: input.statusNotes,
      estimatedCompletion: input.estimatedCompletion,
      completedOn: input.completedOn,
    };
    await runWorkflowEvent(tx, request, { type: 'desk-update', changes }, actor, options);
    return toResult(tx, (await findRequestFacts(tx, requestId))!);
  });
}
