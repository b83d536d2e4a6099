import {
  HOLIDAY_EXISTS_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  type Holiday,
} from '@portico/domain/approvals/reminder-settings';
import type { ReminderSettings } from '@portico/domain/approvals/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { holidays, reminderSettings } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit-log';
import { HttpProblem, notFound } from '../../../lib/problem';
import type { Viewer } from '../../../lib/viewer';
import { listHolidays, readReminderSettings } from './reminder-settings-queries';

/*
 * The approval reminders' administration (decision 045): the two settings and the holidays,
 * each write with its audit entry in the same transaction.
 */

export async function getApprovalReminders(db: Db) {
  const [settings, holidayList] = await Promise.all([readReminderSettings(db), listHolidays(db)]);
  return { settings, holidays: holidayList };
}

export function saveReminderSettings(db: Db, actor: Viewer, settings: ReminderSettings) {
  return db.transaction(async (tx) => {
    const before = await readReminderSettings(tx);
    await tx
      .insert(reminderSettings)
      .values({ only: true, ...settings })
      .onConflictDoUpdate({ target: reminderSettings.only, set: settings });
    const changed =
      before.remindAfterWorkingDays !== settings.remindAfterWorkingDays ||
      before.escalateAfterWorkingDays !== settings.escalateAfterWorkingDays;
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'reminder-settings',
        entityId: 'reminder-settings',
        entityLabel: 'Approval reminders',
        before,
        after: settings,
      });
    }
    return settings;
  });
}

const holidayLabel = (holiday: Holiday) => `${holiday.day} ${holiday.name}`;

export function addHoliday(db: Db, actor: Viewer, holiday: Holiday) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holidays)
      .values(holiday)
      .onConflictDoNothing()
      .returning({ day: holidays.day, name: holidays.name });
    if (!row) throw new HttpProblem(409, HOLIDAY_EXISTS_MESSAGE, { day: [HOLIDAY_EXISTS_MESSAGE] });
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'holiday',
      entityId: row.day,
      entityLabel: holidayLabel(row),
      before: null,
      after: row,
    });
    return row;
  });
}

export function deleteHoliday(db: Db, actor: Viewer, day: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(holidays)
      .where(eq(holidays.day, day))
      .returning({ day: holidays.day, name: holidays.name });
    if (!row) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'holiday',
      entityId: row.day,
      entityLabel: holidayLabel(row),
      before: row,
      after: null,
    });
  });
}
