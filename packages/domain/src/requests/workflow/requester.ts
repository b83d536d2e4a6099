import {
  anyStepDecided,
  approvedChangeMessage,
  changedApprovedFields,
  changedDecidedFields,
  decidedChangeMessage,
  freezingApproval,
} from '../approved-fields';
import type { RequestStatus } from '../request-constants';
import { isRequestParty } from '../request-permissions';
import { isEditable, isLocked } from '../request-status';
import {
  CANCELLED_EDIT_MESSAGE,
  lockedMessage,
  onlyRequesterMessage,
  WHO_IT_IS_FOR_MESSAGE,
} from './workflow-messages';
import { allow, refuse } from './workflow-outcomes';
import type { Outcome, WorkflowActor, WorkflowEvent, WorkflowRequest } from './workflow-types';

/**
 * The requester (who made it, or who it is for) edits or deletes their request, never while it
 * is Locked (spec §4). Neither moves the request: an edit writes its fields, a delete removes
 * it, both only if the request is still in the state they were allowed in.
 *
 * Who the request is for (`requestedForId` after the change) is chosen by the person who made
 * it. The person it is for edits everything else: were they to hand it to someone else (or
 * back to its maker, by unticking On Behalf), the request would vanish from their own view.
 *
 * Once a purchase or a brief's pre-approval is Approved, what was approved stays as approved
 * (decision 012): an edit that changes any of those fields is refused (409) naming them;
 * unchanged values and the other fields still save. Once any step is decided, approved or
 * rejected, who the request is for and its project stay too (409): an approval for Drew must
 * never quietly become one for someone else.
 */
export function requesterChange(
  request: WorkflowRequest,
  action: 'change' | 'delete',
  actor: WorkflowActor,
  edit?: Extract<WorkflowEvent, { type: 'edit' }>,
): Outcome {
  if (!isRequestParty(request, actor)) return refuse('forbidden', onlyRequesterMessage(action));
  if (isLocked(request.status)) return refuse('forbidden', lockedMessage(request.status, action));
  if (action === 'change' && !isEditable(request.status)) return refuse('forbidden', CANCELLED_EDIT_MESSAGE);
  const requestedForId = edit?.requestedForId ?? request.requestedForId;
  if (requestedForId !== request.requestedForId && actor.employeeId !== request.createdById) {
    return refuse('forbidden', WHO_IT_IS_FOR_MESSAGE);
  }
  const approved = edit?.approved;
  if (approved && freezingApproval(request)) {
    const changed = changedApprovedFields(request.type, approved.before, approved.after);
    if (changed.length > 0) {
      return refuse('conflict', approvedChangeMessage(changed, approved.approvedBy), changed);
    }
  }
  if (edit && anyStepDecided(request)) {
    const changed = changedDecidedFields(
      { requestedForId: request.requestedForId, project: edit.project?.before ?? null },
      { requestedForId, project: edit.project ? edit.project.after : null },
    );
    if (changed.length > 0) return refuse('conflict', decidedChangeMessage(changed), changed);
  }
  const status = request.status as RequestStatus;
  return allow({ from: status, to: status, changes: {}, history: [], notices: [] });
}
