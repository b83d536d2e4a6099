import { isWorkingDay, workingDaysWaited } from './working-days';

/*
 * Reminders and escalation (issue 13): nothing sits forgotten in an approver's queue.
 */

export interface ReminderSettings {
  /** From this many working days of waiting, the step's approvers are reminded once a day. */
  remindAfterWorkingDays: number;
  /** From this many, the secondary approver (or the approver's manager) is told too, once. */
  escalateAfterWorkingDays: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  remindAfterWorkingDays: 3,
  escalateAfterWorkingDays: 7,
};

/** A waiting step as the daily job sees it. */
export interface WaitingStep {
  /** The day the step began waiting ('YYYY-MM-DD', UTC). */
  waitingSince: string;
  /** The last day its approvers were reminded, if ever. */
  lastRemindedOn: string | null;
  /** The day it was escalated, if it was. */
  escalatedOn: string | null;
}

/**
 * What the daily job does for a waiting step today: remind its approvers (on a working day,
 * from day `remindAfterWorkingDays`, at most once a day) and escalate it (from day
 * `escalateAfterWorkingDays`, exactly once).
 */
export function remindersDue(
  step: WaitingStep,
  today: string,
  holidays: ReadonlySet<string>,
  settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS,
): { remind: boolean; escalate: boolean } {
  const waited = workingDaysWaited(step.waitingSince, today, holidays);
  const remind =
    isWorkingDay(today, holidays) &&
    waited >= settings.remindAfterWorkingDays &&
    step.lastRemindedOn !== today;
  const escalate = step.escalatedOn === null && waited >= settings.escalateAfterWorkingDays;
  return { remind, escalate };
}
