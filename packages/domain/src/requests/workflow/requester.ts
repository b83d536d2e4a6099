import { approvedChangeMessage, changedApprovedFields, freezingApproval } from '../approved-fields';
import type { RequestStatus } from '../request-constants';
import { isRequestParty } from '../request-permissions';
import { isLocked } from '../request-status';
import { lockedMessage, onlyRequesterMessage, WHO_IT_IS_FOR_MESSAGE } from './workflow-messages';
import { allow, refuse } from './workflow-outcomes';
import type { ApprovedEdit, Outcome, WorkflowActor, WorkflowRequest } from './workflow-types';

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
 * unchanged values and the other fields still save.
 */
export function requesterChange(
  request: WorkflowRequest,
  action: 'change' | 'delete',
  actor: WorkflowActor,
  requestedForId: string = request.requestedForId,
  approved?: ApprovedEdit,
): Outcome {
  if (!isRequestParty(request, actor)) return refuse('forbidden', onlyRequesterMessage(action));
  if (isLocked(request.status)) return refuse('forbidden', lockedMessage(request.status, action));
  if (requestedForId !== request.requestedForId && actor.employeeId !== request.createdById) {
    return refuse('forbidden', WHO_IT_IS_FOR_MESSAGE);
  }
  if (approved && freezingApproval(request)) {
    const changed = changedApprovedFields(request.type, approved.before, approved.after);
    if (changed.length > 0) {
      return refuse('conflict', approvedChangeMessage(changed, approved.approvedBy), changed);
    }
  }
  const status = request.status as RequestStatus;
  return allow({ from: status, to: status, changes: {}, history: [], notices: [] });
}
