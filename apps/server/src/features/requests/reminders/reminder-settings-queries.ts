import { settingsOrDefaults } from '@portico/domain/approvals/reminder-settings';
import type { ReminderSettings } from '@portico/domain/approvals/reminders';
import type { Db } from '../../../db/client';
import { reminderSettings } from '../../../db/schema';

/** The reminder settings, the defaults (3 and 7) while Admins have set none. */
export async function readReminderSettings(db: Db): Promise<ReminderSettings> {
  const [stored] = await db
    .select({
      remindAfterWorkingDays: reminderSettings.remindAfterWorkingDays,
      escalateAfterWorkingDays: reminderSettings.escalateAfterWorkingDays,
    })
    .from(reminderSettings);
  return settingsOrDefaults(stored);
}
