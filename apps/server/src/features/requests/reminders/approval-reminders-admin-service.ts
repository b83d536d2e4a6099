import type { ReminderSettings } from '@portico/domain/approvals/reminders';
import type { Db } from '../../../db/client';
import { reminderSettings } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit-log';
import type { Viewer } from '../../../lib/viewer';
import { listHolidaysOf } from '../../../lib/holiday-calendars';
import { readReminderSettings } from './reminder-settings-queries';

/*
 * The approval reminders' administration (decision 045): the two settings, with its audit entry
 * in the same transaction, and the holidays of the portal's own calendar (people with no site;
 * each site keeps its own: lib/holiday-calendars.ts).
 */

export async function getApprovalReminders(db: Db) {
  const [settings, holidayList] = await Promise.all([readReminderSettings(db), listHolidaysOf(db, null)]);
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
