import { STATUS } from '../request-constants';

/** What a refused workflow event says, as the page shows it. */
export const NOT_AN_APPROVER_MESSAGE = 'You are not an approver of this request at this stage.';
export const OWN_REQUEST_MESSAGE =
  'You cannot approve or reject your own request: another approver or an Admin decides it.';
export const ALREADY_DECIDED_MESSAGE = 'This request was already decided.';
export const CANCELLED_MESSAGE = 'This request was cancelled and can no longer change.';
export const notWaitingMessage = (status: string) =>
  status === STATUS.cancelled
    ? CANCELLED_MESSAGE
    : `This request is not waiting for this approval: it is ${status}.`;

export const DESK_ONLY_MESSAGE = 'The IT desk is for IT desk staff and Admins.';
export const DESK_STATUS_REFUSED = 'This request is waiting for an approval; it can only be cancelled.';
export const ESTIMATE_NOT_WAITING = 'The estimate can only be given while the project waits for one.';
export const NO_ESTIMATE_APPROVER = 'This project has no estimate approver to send the estimate to.';

export const lockedMessage = (status: string, action: 'change' | 'delete') =>
  `This request is locked (${status}) and can no longer be ${action}d.`;
export const REQUEST_CHANGED_MESSAGE =
  'This request was changed by someone else after you opened it, so your changes were not saved. Reload it to see the changes, then edit again.';
export const CANCELLED_EDIT_MESSAGE =
  'This request was cancelled and can no longer be changed. Make a new request instead.';
export const WHO_IT_IS_FOR_MESSAGE = 'Only the person who made this request can change who it is for.';
export const onlyRequesterMessage = (action: 'change' | 'delete') =>
  `Only the person who made this request, or the person it is for, can ${action} it.`;
