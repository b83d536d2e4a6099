import type { NoticeMessage } from '../notifications/notice-message';
import type { NotificationType } from '../notifications/notification-types';
import { APPROVAL_STEP_LABELS, type ApprovalStep } from '../requests/approval-steps';
import { displayNameOf } from '../requests/request-name';

/*
 * What the daily reminder job tells people (docs/approvals-beyond-the-spec.md), in the style of
 * the request notices: the request by the number people see, the step by its label.
 */

export interface ReminderNotice {
  type: Extract<NotificationType, 'Approval reminder' | 'Approval escalated'>;
  /** In English; each reader reads `message` in their own language. */
  description: string;
  message: NoticeMessage;
}

const workingDays = (count: number) => `${count} working ${count === 1 ? 'day' : 'days'}`;

/** To the step's deciders: "000123 Purchase Approval has waited 3 working days for your decision". */
export const approvalReminderNotice = (name: string, step: ApprovalStep, waited: number): ReminderNotice => ({
  type: 'Approval reminder',
  description: `${displayNameOf(name)} ${APPROVAL_STEP_LABELS[step]} has waited ${workingDays(waited)} for your decision`,
  message: { id: 'approvalReminder', values: { request: displayNameOf(name), step, days: waited } },
});

/**
 * To the secondary approver or the approver's manager: "000123 Purchase Approval has waited 7
 * working days for Drew Okafor and is escalated to you".
 */
export const approvalEscalatedNotice = (
  name: string,
  step: ApprovalStep,
  waited: number,
  approverName: string,
): ReminderNotice => ({
  type: 'Approval escalated',
  description: `${displayNameOf(name)} ${APPROVAL_STEP_LABELS[step]} has waited ${workingDays(waited)} for ${approverName} and is escalated to you`,
  message: {
    id: 'approvalEscalated',
    values: { request: displayNameOf(name), step, days: waited, approver: approverName },
  },
});
