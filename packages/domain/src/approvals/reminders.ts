import { TZDate } from '@date-fns/tz';
import {
  isWorkingDay,
  todayIn,
  workingDaysBetween,
  type IsoDay,
  type SiteCalendar,
} from '../calendar/site-calendar';

/*
 * Reminders and escalation (issue 13): nothing sits forgotten in an approver's queue. Every day
 * here is the approver's own (issue 29): their site's date, working week and holidays, so an
 * approver in Doha is reminded Sunday to Thursday and not on Doha's holidays.
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

/**
 * Reminders and escalations go out from this hour of the approver's day, not in their night:
 * the job runs through the day, and each approver hears once their working day has begun.
 */
export const REMINDERS_FROM_HOUR = 8;

/** Where an approver is at an instant: their day, the hour there and their site's calendar. */
export interface ApproverDay {
  today: IsoDay;
  hour: number;
  calendar: Omit<SiteCalendar, 'timeZone'>;
}

/** The approver's day at `now`, in their site's calendar. */
export function approverDayAt(now: Date, calendar: SiteCalendar): ApproverDay {
  return {
    today: todayIn(calendar.timeZone, now),
    hour: new TZDate(now.getTime(), calendar.timeZone).getHours(),
    calendar,
  };
}

/** A waiting step as the job sees it. */
export interface WaitingStep {
  /** The day the step began waiting, in the approver's calendar. */
  waitingSince: IsoDay;
  /** The last day its approvers were reminded, if ever. */
  lastRemindedOn: IsoDay | null;
  /** The day it was escalated, if it was. */
  escalatedOn: IsoDay | null;
}

/**
 * The working days a step has waited, up to and including the approver's today: a step that
 * began on a Friday in Toronto (a Thursday in Doha) has waited one working day on the next
 * working day. The day it began does not count, and nothing is counted backwards.
 */
export const workingDaysWaited = (since: IsoDay, day: Pick<ApproverDay, 'today' | 'calendar'>): number =>
  workingDaysBetween(since, day.today, day.calendar);

/**
 * What the job does for a waiting step now: remind its approvers (on their working day, from
 * `fromHour` there, from day `remindAfterWorkingDays`, at most once a day) and escalate it (from
 * day `escalateAfterWorkingDays`, exactly once). An Admin who sends what is due by hand sends
 * it at once (`fromHour` 0).
 */
export function remindersDue(
  step: WaitingStep,
  day: ApproverDay,
  settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS,
  fromHour: number = REMINDERS_FROM_HOUR,
): { remind: boolean; escalate: boolean } {
  if (day.hour < fromHour) return { remind: false, escalate: false };
  const waited = workingDaysWaited(step.waitingSince, day);
  const remind =
    isWorkingDay(day.today, day.calendar) &&
    waited >= settings.remindAfterWorkingDays &&
    step.lastRemindedOn !== day.today;
  const escalate = step.escalatedOn === null && waited >= settings.escalateAfterWorkingDays;
  return { remind, escalate };
}
