import { applyTransition } from './apply';
import { withApprovalNeeded } from './approval-needed';
import { decide } from './decide';
import { updateFulfilment } from './desk';
import { saveEstimate, sendEstimate } from './estimate';
import { requesterChange } from './requester';
import type { Outcome, WorkflowActor, WorkflowClock, WorkflowEvent, WorkflowRequest } from './workflow-types';

/**
 * The request workflow (docs/request-workflow.md has the diagram): given a request, an event
 * and who does it, either the transition — the state it expects, the state it leads to, and
 * its effects on the request, its Approval History and people's notifications — or why it is
 * refused. Pure: the server writes the effects guarded on the expected state, and the demo
 * data is produced by the same function.
 */
export function transition(
  request: WorkflowRequest,
  event: WorkflowEvent,
  actor: WorkflowActor,
  clock: WorkflowClock,
): Outcome {
  const outcome = guardedTransition(request, event, actor, clock);
  if (!outcome.ok) return outcome;
  const after = applyTransition(request, outcome.transition);
  return { ok: true, transition: withApprovalNeeded(after, outcome.transition) };
}

function guardedTransition(
  request: WorkflowRequest,
  event: WorkflowEvent,
  actor: WorkflowActor,
  clock: WorkflowClock,
): Outcome {
  switch (event.type) {
    case 'decide':
      return decide(request, event, actor, clock);
    case 'save-estimate':
      return saveEstimate(request, event.estimate, actor);
    case 'send-estimate':
      return sendEstimate(request, event.estimate, actor, clock);
    case 'desk-update':
      return updateFulfilment(request, event.changes, actor, clock);
    case 'edit':
      return requesterChange(request, 'change', actor, event);
    case 'delete':
      return requesterChange(request, 'delete', actor);
  }
}
