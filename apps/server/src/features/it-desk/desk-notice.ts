import type { NotificationType } from '@portico/domain/notifications/notification-types';
import { STATUS } from '@portico/domain/requests/request-constants';

interface FulfilmentState {
  status: string;
  assignedToId: string | null;
  assignedToName: string | null;
  statusNotes: string | null;
}

export interface DeskNotice {
  type: Extract<NotificationType, `IT request ${string}`>;
  description: string;
}

/** Notes can run to 2009 characters; the bell shows a line or two. */
export const NOTE_EXCERPT_LENGTH = 200;
const excerpt = (notes: string) =>
  notes.length > NOTE_EXCERPT_LENGTH ? `${notes.slice(0, NOTE_EXCERPT_LENGTH - 1).trimEnd()}…` : notes;

/**
 * The one notification a desk change sends the requester, the most specific that applies:
 * completed, then assigned (to someone), then updated (another status, unassigned, or changed
 * status notes). New notes ride along with a status change. Dates alone are shown on the
 * request but not announced. Wording follows the demo seed's ("SR-000123 is now On Hold: …").
 */
export function fulfilmentNotice(
  name: string,
  actorName: string,
  before: FulfilmentState,
  after: FulfilmentState,
): DeskNotice | null {
  const newNotes = after.statusNotes !== before.statusNotes ? after.statusNotes : null;
  const withNotes = (text: string) => (newNotes ? `${text}: ${excerpt(newNotes)}` : text);
  if (after.status === STATUS.complete && before.status !== STATUS.complete) {
    return { type: 'IT request completed', description: withNotes(`${name} was completed by ${actorName}`) };
  }
  if (after.assignedToId && after.assignedToId !== before.assignedToId) {
    return { type: 'IT request assigned', description: `${name} was assigned to ${after.assignedToName}` };
  }
  if (after.status !== before.status) {
    return { type: 'IT request updated', description: withNotes(`${name} is now ${after.status}`) };
  }
  if (after.assignedToId !== before.assignedToId) {
    return { type: 'IT request updated', description: `${name} is no longer assigned` };
  }
  if (after.statusNotes !== before.statusNotes) {
    return {
      type: 'IT request updated',
      description: newNotes
        ? `${name} has new status notes: ${excerpt(newNotes)}`
        : `${name} status notes were removed`,
    };
  }
  return null;
}

export const estimateSentNotice = (name: string): DeskNotice => ({
  type: 'IT request updated',
  description: `${name} estimate sent for approval`,
});
