import { escalationRecipient } from '@portico/domain/approvals/escalation';
import { approvalEscalatedNotice, approvalReminderNotice } from '@portico/domain/approvals/reminder-notices';
import { approverDayAt, remindersDue, workingDaysWaited } from '@portico/domain/approvals/reminders';
import { todayIn } from '@portico/domain/calendar/site-calendar';
import { stepDeciders } from '@portico/domain/requests/approval-turn';
import { waitingStepOf, type ApprovalStep } from '@portico/domain/requests/approval-steps';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { and, eq, isNull, lt, min, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { employees, jobRuns, requestApprovals, serviceRequests } from '../../../db/schema';
import { requestFactColumns, withSubstitutions } from '../workflow/request-facts';
import { notifyPeople } from '../../../lib/notifications';
import { everyCalendar } from '../../../lib/site-calendar-queries';
import { readReminderSettings } from './reminder-settings-queries';

/*
 * The approval reminder job (decision 045): each waiting step's deciders are reminded once a
 * working day from the settings' first day, and the step is escalated once. The days are the
 * approver's (issue 29): their site's date, working week and holidays, from 08:00 there, so the
 * job runs through the day and each site is served in its own morning. A lease row per hour
 * lets one instance of several run it; each step's write is guarded as well (once a day of the
 * approver's), so even two runs that overlap remind and escalate exactly once.
 */

export const APPROVAL_REMINDERS_JOB = 'approval-reminders';

export interface ReminderRun {
  /** False when another instance already holds today's lease. */
  ran: boolean;
  reminded: number;
  escalated: number;
}

export interface ReminderOptions {
  /** Where the day turns for approvers with no site (`PORTAL_TIME_ZONE`). */
  portalTimeZone: string;
  /**
   * Count a step's wait from when it began even if that was before the job's first run
   * (APPROVAL_REMINDERS_COUNT_EARLIER_WAITS). By default a step that was already waiting when
   * the job first ran (an upgrade that brings the job) counts from that first run: an upgrade
   * must not remind and escalate months of old approvals in one morning.
   */
  countEarlierWaits?: boolean;
}

/** The hour a run belongs to, in UTC ('2026-11-29T14'): one run an hour, by one instance. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** This hour's run, if no instance has taken this hour's lease yet. */
export async function runApprovalReminders(
  db: Db,
  now: Date,
  options: ReminderOptions,
): Promise<ReminderRun> {
  const leased = await db
    .insert(jobRuns)
    .values({ job: APPROVAL_REMINDERS_JOB, period: hourOf(now), startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  if (leased.length === 0) return { ran: false, reminded: 0, escalated: 0 };
  const countFrom = options.countEarlierWaits ? undefined : await firstRunAt(db);
  return { ran: true, ...(await sendDueReminders(db, now, { ...options, countFrom })) };
}

/** When the job first ran on this database (the lease rows are its history). */
async function firstRunAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ first: min(jobRuns.startedAt) })
    .from(jobRuns)
    .where(eq(jobRuns.job, APPROVAL_REMINDERS_JOB));
  return row?.first ? new Date(row.first) : undefined;
}

const approver = alias(employees, 'approver');
const approverManager = alias(employees, 'approver_manager');

/** The steps waiting now, with their request's facts and the approver's name and manager. */
function waitingSteps(db: Db) {
  return db
    .select({
      approvalId: requestApprovals.id,
      step: requestApprovals.step,
      approverId: requestApprovals.approverId,
      waitingSince: requestApprovals.createdAt,
      lastRemindedOn: requestApprovals.lastRemindedOn,
      escalatedOn: requestApprovals.escalatedOn,
      approverName: approver.displayName,
      approverSiteId: approver.siteId,
      approverManagerId: approverManager.id,
      request: requestFactColumns,
    })
    .from(requestApprovals)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestApprovals.requestId))
    .leftJoin(approver, eq(approver.id, requestApprovals.approverId))
    .leftJoin(approverManager, eq(approverManager.employeeNumber, approver.managerEmployeeNumber))
    .where(eq(requestApprovals.status, 'Pending'));
}

type WaitingRow = Awaited<ReturnType<typeof waitingSteps>>[number];

/**
 * Reminds and escalates every step that is due now, without the lease: each write is guarded
 * on the step still waiting and not yet reminded on the approver's today (escalated at all), so
 * a second run the same day changes nothing.
 */
export async function sendDueReminders(
  db: Db,
  now: Date,
  options: Pick<ReminderOptions, 'portalTimeZone'> & {
    /** Waits that began earlier count from this instant (runApprovalReminders' first run). */
    countFrom?: Date | undefined;
    /** From this hour of the approver's day (the job: 08:00; an Admin's "now": at once). */
    fromHour?: number;
  },
): Promise<Omit<ReminderRun, 'ran'>> {
  const [rows, calendars, settings] = await Promise.all([
    waitingSteps(db),
    everyCalendar(db, options.portalTimeZone),
    readReminderSettings(db),
  ]);
  let reminded = 0;
  let escalated = 0;
  for (const row of rows) {
    // A line whose request moved on (it is being decided right now) is not a waiting step.
    if (waitingStepOf(row.request.status) !== row.step) continue;
    const step = row.step as ApprovalStep;
    // The approver's own calendar: their site's, or the portal's for someone with none.
    const calendar = calendars.get(row.approverSiteId) ?? calendars.get(null)!;
    const day = approverDayAt(now, calendar);
    const waitingSince = todayIn(calendar.timeZone, row.waitingSince);
    const countFrom = options.countFrom && todayIn(calendar.timeZone, options.countFrom);
    const counted = countFrom && waitingSince < countFrom ? countFrom : waitingSince;
    const due = remindersDue({ ...row, waitingSince: counted }, day, settings, options.fromHour);
    // The notice says how long the step has really waited.
    const waited = workingDaysWaited(waitingSince, day);
    const today = day.today;
    if (due.remind && (await remind(db, row, step, waited, today, now))) reminded += 1;
    if (due.escalate && (await escalate(db, row, step, waited, today, now))) escalated += 1;
  }
  return { reminded, escalated };
}

const stillWaiting = (row: WaitingRow) =>
  and(eq(requestApprovals.id, row.approvalId), eq(requestApprovals.status, 'Pending'));

async function remind(db: Db, row: WaitingRow, step: ApprovalStep, waited: number, today: string, now: Date) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(requestApprovals)
      .set({ lastRemindedOn: today })
      .where(
        and(
          stillWaiting(row),
          or(isNull(requestApprovals.lastRemindedOn), lt(requestApprovals.lastRemindedOn, today)),
        ),
      )
      .returning({ id: requestApprovals.id });
    if (claimed.length === 0) return false;
    // A substitute standing in on the approver's today waits with them, so is reminded too.
    const facts = await withSubstitutions(
      tx,
      { ...row.request, type: row.request.type as RequestType },
      today,
    );
    const notice = approvalReminderNotice(row.request.name, step, waited);
    await notifyPeople(tx, stepDeciders(facts, step), {
      ...notice,
      link: { requestId: row.request.id },
      at: now,
    });
    return true;
  });
}

async function escalate(
  db: Db,
  row: WaitingRow,
  step: ApprovalStep,
  waited: number,
  today: string,
  now: Date,
) {
  const recipient = escalationRecipient({
    step,
    approverId: row.approverId,
    secondaryPurchaseApproverId: row.request.secondaryPurchaseApproverId,
    approverManagerId: row.approverManagerId,
  });
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(requestApprovals)
      .set({ escalatedOn: today, escalatedToId: recipient })
      .where(and(stillWaiting(row), isNull(requestApprovals.escalatedOn)))
      .returning({ id: requestApprovals.id });
    if (claimed.length === 0) return false;
    if (recipient) {
      const notice = approvalEscalatedNotice(
        row.request.name,
        step,
        waited,
        row.approverName ?? 'the approver',
      );
      await notifyPeople(tx, [recipient], { ...notice, link: { requestId: row.request.id }, at: now });
    }
    return true;
  });
}
