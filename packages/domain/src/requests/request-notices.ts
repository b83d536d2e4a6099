import type { NoticeMessage } from '../notifications/notice-message';
import type { NotificationType } from '../notifications/notification-types';
import { APPROVAL_STEP_LABELS, type ApprovalStep } from './approval-steps';
import { STATUS, type ApprovalDecision, type RequestStatus } from './request-constants';
import { displayNameOf } from './request-name';

/**
 * What the portal tells people about their requests: every notification text lives here, so
 * the live workflow and the demo data say exactly the same thing. Each takes the request's
 * stored name ("SR-000123") and names it by the number people see everywhere else ("000123").
 */
export interface RequestNotice {
  type: Extract<NotificationType, `IT request ${string}` | 'Approval needed'>;
  /** In English; each reader reads `message` in their own language. */
  description: string;
  message: NoticeMessage;
}

/** Notes can run to 2009 characters; the bell shows a line or two. */
export const NOTE_EXCERPT_LENGTH = 200;
export const excerpt = (notes: string) =>
  notes.length > NOTE_EXCERPT_LENGTH ? `${notes.slice(0, NOTE_EXCERPT_LENGTH - 1).trimEnd()}…` : notes;

/** "000123 Purchase Approval was approved by Drew Okafor: notes". */
export function decisionNotice(
  name: string,
  step: ApprovalStep,
  decision: ApprovalDecision,
  actorName: string,
  notes: string,
): RequestNotice {
  const approved = decision === 'Approved';
  const request = displayNameOf(name);
  return {
    type: approved ? 'IT request approved' : 'IT request rejected',
    description: `${request} ${APPROVAL_STEP_LABELS[step]} was ${approved ? 'approved' : 'rejected'} by ${actorName}: ${excerpt(notes)}`,
    message: { id: 'decision', values: { request, step, approved, actor: actorName, notes: excerpt(notes) } },
  };
}

/** To each person a step starts waiting for: "000123 Purchase Approval waits for your decision". */
export const approvalNeededNotice = (name: string, step: ApprovalStep): RequestNotice => ({
  type: 'Approval needed',
  description: `${displayNameOf(name)} ${APPROVAL_STEP_LABELS[step]} waits for your decision`,
  message: { id: 'approvalNeeded', values: { request: displayNameOf(name), step } },
});

export const estimateSentNotice = (name: string): RequestNotice => ({
  type: 'IT request updated',
  description: `${displayNameOf(name)} estimate sent for approval`,
  message: { id: 'estimateSent', values: { request: displayNameOf(name) } },
});

/** The IT desk's side of a request, before and after a change. */
export interface FulfilmentState {
  status: string;
  assignedToId: string | null;
  assignedToName: string | null;
  statusNotes: string | null;
}

/**
 * The one notification a desk change sends the requester, the most specific that applies:
 * completed, then assigned (to someone), then updated (another status, unassigned, or changed
 * status notes). New notes ride along with a status change. Dates alone are shown on the
 * request but not announced; a change nobody sees sends nothing.
 */
export function fulfilmentNotice(
  storedName: string,
  actorName: string,
  before: FulfilmentState,
  after: FulfilmentState,
): RequestNotice | null {
  const name = displayNameOf(storedName);
  // Pending User Reply asks the requester something: the desk's note is the question, new or not.
  const asksRequester = after.status === STATUS.pendingUserReply && before.status !== STATUS.pendingUserReply;
  const newNotes = after.statusNotes !== before.statusNotes || asksRequester ? after.statusNotes : null;
  const withNotes = (text: string) => (newNotes ? `${text}: ${excerpt(newNotes)}` : text);
  const notes = newNotes ? excerpt(newNotes) : null;
  const request = name;
  if (after.status === STATUS.complete && before.status !== STATUS.complete) {
    return {
      type: 'IT request completed',
      description: withNotes(`${name} was completed by ${actorName}`),
      message: { id: 'completed', values: { request, actor: actorName, notes } },
    };
  }
  if (after.assignedToId && after.assignedToId !== before.assignedToId) {
    const assignee = after.assignedToName ?? '';
    return {
      type: 'IT request assigned',
      description: `${name} was assigned to ${after.assignedToName}`,
      message: { id: 'assigned', values: { request, assignee } },
    };
  }
  if (after.status !== before.status) {
    return {
      type: 'IT request updated',
      description: withNotes(`${name} is now ${after.status}`),
      message: { id: 'statusChanged', values: { request, status: after.status as RequestStatus, notes } },
    };
  }
  if (after.assignedToId !== before.assignedToId) {
    return {
      type: 'IT request updated',
      description: `${name} is no longer assigned`,
      message: { id: 'unassigned', values: { request } },
    };
  }
  if (after.statusNotes !== before.statusNotes) {
    return newNotes
      ? {
          type: 'IT request updated',
          description: `${name} has new status notes: ${excerpt(newNotes)}`,
          message: { id: 'statusNotes', values: { request, notes: excerpt(newNotes) } },
        }
      : {
          type: 'IT request updated',
          description: `${name} status notes were removed`,
          message: { id: 'statusNotesRemoved', values: { request } },
        };
  }
  return null;
}
