import { utcDay } from '@portico/domain/shared/dates';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import {
  approvalSubstitutions,
  holidays,
  jobRuns,
  notifications,
  requestApprovals,
} from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { createRequest } from '../../../../test/request-factories';
import { OPERATIONS_LEADER_ID } from '../../../../test/request-bodies';
import { buildTestApp, PERSONAS, type TestApp } from '../../../../test/test-app';
import { runApprovalReminders, sendDueReminders } from './approval-reminder-job';
import { createEmployee, createSite } from '../../../../test/factories';
import { TEST_PORTAL_TIME_ZONE } from '../../../../test/test-days';

/*
 * The acceptance test of decision 045: with a moved clock, two server instances on one database
 * (two connections on PostgreSQL; two apps on one PGlite) run the job together every day. A
 * step reminds once per working day from day 3 and escalates on day 7, exactly once. The
 * personas have no site: their days are the portal's (Toronto), from 08:00 there (issue 29).
 */

const OPTIONS = { portalTimeZone: TEST_PORTAL_TIME_ZONE };

/** The steps begin waiting on Monday 2026-12-07; Friday the 11th is a holiday. */
const BEGAN = '2026-12-07';
const HOLIDAY = '2026-12-11';
/** Thirteen calendar days: two weekends and the holiday. */
const CALENDAR = Array.from({ length: 13 }, (_, n) =>
  utcDay(new Date(Date.parse(`${BEGAN}T00:00:00Z`) + n * DAY_MS)),
);
/** Working days 3 (Thu 10), 4 (Mon 14, after the holiday and the weekend), 5, 6, 7 and 8. */
const REMINDER_DAYS = ['2026-12-10', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
const ESCALATION_DAY = '2026-12-17';
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let secondDatabase: Database | null = null;

beforeAll(async () => {
  database = await createTestDatabase({ template: 'people' });
  first = await buildTestApp({ database });
  // A second instance: its own connections on PostgreSQL, the same store on PGlite.
  secondDatabase = process.env.DATABASE_URL ? await database.reopen() : null;
  second = await buildTestApp({ database: secondDatabase ?? database, seed: false });
  await first.db.insert(holidays).values({ day: HOLIDAY, name: 'Founders Day' });
});

afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await first.close();
  await database.close();
});

/** A purchase (Drew, with Blair as secondary) and a brief (Drew pre-approves) waiting since `began`. */
async function waitingRequests(began: string) {
  const purchase = await createRequest(first.db, {
    type: 'Purchase Request',
    approvers: { secondaryPurchaseApproverId: PERSONAS.blair.id },
  });
  const brief = await createRequest(first.db, { type: 'Project Brief' });
  await first.db
    .update(requestApprovals)
    .set({ createdAt: at(began, '08:00:00') })
    .where(inArray(requestApprovals.requestId, [purchase.id, brief.id]));
  return { purchase, brief };
}

/** The days on which this person got this kind of notice about this request. */
async function noticeDays(requestId: string, employeeId: string, type: string) {
  const rows = await first.db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.requestId, requestId),
        eq(notifications.employeeId, employeeId),
        eq(notifications.type, type),
      ),
    )
    .orderBy(notifications.createdAt);
  return rows.map((row) => utcDay(row.createdAt));
}

async function expectRemindedAndEscalatedOnce(
  requests: Awaited<ReturnType<typeof waitingRequests>>,
  shift = 0,
) {
  const shifted = (days: string[]) => days.map((day) => utcDay(new Date(Date.parse(day) + shift)));
  const { purchase, brief } = requests;
  for (const decider of [PERSONAS.drew.id, PERSONAS.blair.id]) {
    expect(await noticeDays(purchase.id, decider, 'Approval reminder')).toEqual(shifted(REMINDER_DAYS));
  }
  expect(await noticeDays(brief.id, PERSONAS.drew.id, 'Approval reminder')).toEqual(shifted(REMINDER_DAYS));
  // The purchase escalates to its secondary approver; the brief to Drew's manager.
  expect(await noticeDays(purchase.id, PERSONAS.blair.id, 'Approval escalated')).toEqual(
    shifted([ESCALATION_DAY]),
  );
  expect(await noticeDays(brief.id, OPERATIONS_LEADER_ID, 'Approval escalated')).toEqual(
    shifted([ESCALATION_DAY]),
  );
  expect(await noticeDays(purchase.id, PERSONAS.drew.id, 'Approval escalated')).toEqual([]);
}

describe('the daily approval reminders, two instances, a moved clock', () => {
  it('runs each hour once under the lease: reminders from working day 3, one escalation on day 7', async () => {
    const requests = await waitingRequests(BEGAN);
    const drew = await first.as('drew');
    for (const day of CALENDAR) {
      // Both instances check in Toronto's night (01:00, nothing is sent) and its morning.
      for (const time of ['06:00:00', '15:30:00']) {
        const runs = await Promise.all([
          runApprovalReminders(first.app.db, at(day, time), OPTIONS),
          runApprovalReminders(second.app.db, at(day, time), OPTIONS),
        ]);
        expect(runs.filter((run) => run.ran)).toHaveLength(1);
      }
      const detail = (await drew.get(`/api/requests/${requests.purchase.id}`)).json();
      expect(detail.waitingFor.escalated, day).toBe(day >= ESCALATION_DAY);
    }
    await expectRemindedAndEscalatedOnce(requests);
    const [line] = await first.db
      .select()
      .from(requestApprovals)
      .where(eq(requestApprovals.requestId, requests.purchase.id));
    expect(line).toMatchObject({
      status: 'Pending',
      lastRemindedOn: '2026-12-18',
      escalatedOn: ESCALATION_DAY,
      escalatedToId: PERSONAS.blair.id,
    });
  });

  it('notifies exactly once even when runs overlap without the lease (each step write is guarded)', async () => {
    // Four weeks later, so the lease rows of the first test do not matter here.
    const shift = 28 * DAY_MS;
    const later = (day: string) => utcDay(new Date(Date.parse(day) + shift));
    await first.db.insert(holidays).values({ day: later(HOLIDAY), name: 'Another holiday' });
    const requests = await waitingRequests(later(BEGAN));
    for (const day of CALENDAR.map(later)) {
      await Promise.all([
        sendDueReminders(first.app.db, at(day, '14:00:00'), OPTIONS),
        sendDueReminders(second.app.db, at(day, '14:00:00'), OPTIONS),
        sendDueReminders(first.app.db, at(day, '17:00:00'), OPTIONS),
      ]);
    }
    await expectRemindedAndEscalatedOnce(requests, shift);
  });

  it('stops reminding once the step is decided', async () => {
    const { purchase } = await waitingRequests('2027-03-01');
    await first.db
      .update(requestApprovals)
      .set({ status: 'Approved', completedAt: at('2027-03-02', '09:00:00') })
      .where(eq(requestApprovals.requestId, purchase.id));
    await sendDueReminders(first.db, at('2027-03-15', '15:00:00'), OPTIONS);
    expect(await noticeDays(purchase.id, PERSONAS.drew.id, 'Approval reminder')).toEqual([]);
  });

  it('reminds a substitute standing in on the day, not on the days around the range', async () => {
    const { brief } = await waitingRequests('2027-05-03');
    await first.db.insert(approvalSubstitutions).values({
      personId: PERSONAS.drew.id,
      substituteId: PERSONAS.casey.id,
      firstDay: '2027-05-06',
      lastDay: '2027-05-06',
    });
    for (const day of ['2027-05-06', '2027-05-07'])
      await sendDueReminders(first.db, at(day, '15:00:00'), OPTIONS);
    expect(await noticeDays(brief.id, PERSONAS.drew.id, 'Approval reminder')).toEqual([
      '2027-05-06',
      '2027-05-07',
    ]);
    expect(await noticeDays(brief.id, PERSONAS.casey.id, 'Approval reminder')).toEqual(['2027-05-06']);
  });

  it('counts a step already waiting when the job first ran from that run, not from months before', async () => {
    // The job comes with an upgrade: it has no runs yet, and old approvals are waiting.
    await first.db.delete(jobRuns);
    const { purchase } = await waitingRequests('2027-01-04');
    const june = ['07', '08', '09', '10', '11', '14', '15', '16', '17', '18'].map((day) => `2027-06-${day}`);
    for (const day of june) await runApprovalReminders(first.db, at(day, '15:00:00'), OPTIONS);
    // Working day 3 and 7 from the first run (Monday the 7th), as for a step that began then.
    expect(await noticeDays(purchase.id, PERSONAS.drew.id, 'Approval reminder')).toEqual(june.slice(3));
    expect(await noticeDays(purchase.id, PERSONAS.blair.id, 'Approval escalated')).toEqual(['2027-06-16']);

    // Told to count earlier waits, an old step is escalated on the first run.
    await first.db.delete(jobRuns);
    const older = await waitingRequests('2027-01-04');
    await runApprovalReminders(first.db, at('2027-07-05', '15:00:00'), {
      ...OPTIONS,
      countEarlierWaits: true,
    });
    expect(await noticeDays(older.purchase.id, PERSONAS.blair.id, 'Approval escalated')).toEqual([
      '2027-07-05',
    ]);
  });

  it('reminds an approver in Doha on the working days of a Sunday to Thursday week, not on a Doha holiday', async () => {
    // A Project Brief waiting since Sunday 5 December 2027 on a pre-approver who works in Doha,
    // where Thursday the 9th is a holiday (Toronto's calendar, the portal's, has none then).
    const doha = await createSite(first.db);
    await first.db.insert(holidays).values({ siteId: doha.id, day: '2027-12-09', name: 'A Doha holiday' });
    const approver = await createEmployee(first.db, { siteId: doha.id });
    const { id } = await createRequest(first.db, {
      type: 'Project Brief',
      approvers: { preApproverId: approver.id },
    });
    await first.db
      .update(requestApprovals)
      .set({ createdAt: new Date('2027-12-05T06:00:00Z') }) // 09:00 on Sunday in Doha
      .where(eq(requestApprovals.requestId, id));
    // Each day from Sunday the 5th to Sunday the 19th, at 09:00 in Doha (06:00 UTC), and once
    // at 02:00 there (23:00 UTC the day before), before its working day has begun.
    for (let n = 0; n <= 14; n += 1) {
      const day = utcDay(new Date(Date.parse('2027-12-05T00:00:00Z') + n * DAY_MS));
      await sendDueReminders(first.db, new Date(Date.parse(`${day}T06:00:00Z`) - 7 * 3_600_000), OPTIONS);
      await sendDueReminders(first.db, at(day, '06:00:00'), OPTIONS);
    }
    // Working days: Mon 6 (1), Tue 7 (2), Wed 8 (3), [Thu 9 holiday, Fri, Sat], Sun 12 (4), Mon 13
    // (5), Tue 14 (6), Wed 15 (7), Thu 16 (8), [Fri, Sat], Sun 19 (9).
    expect(await noticeDays(id, approver.id, 'Approval reminder')).toEqual([
      '2027-12-08',
      '2027-12-12',
      '2027-12-13',
      '2027-12-14',
      '2027-12-15',
      '2027-12-16',
      '2027-12-19',
    ]);
    const [line] = await first.db.select().from(requestApprovals).where(eq(requestApprovals.requestId, id));
    expect(line).toMatchObject({ lastRemindedOn: '2027-12-19', escalatedOn: '2027-12-15' });
  });
});
