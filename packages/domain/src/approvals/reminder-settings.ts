import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from './reminders';

/*
 * What Admins keep for reminders and escalation (docs/approvals-beyond-the-spec.md): the two
 * settings and the holiday list the working days skip.
 */

/** More than this many working days (about a quarter) would mean nobody is reminded at all. */
export const MAX_WORKING_DAYS = 60;

export const WHOLE_DAYS_MESSAGE = 'Enter a whole number of working days';
export const AT_LEAST_ONE_DAY_MESSAGE = 'Enter at least 1 working day';
export const AT_MOST_DAYS_MESSAGE = `Enter at most ${MAX_WORKING_DAYS} working days`;
export const ESCALATE_AFTER_REMIND_MESSAGE =
  'Escalation must come after the first reminder: enter more working days than for reminders';

const workingDays = z
  .number({ error: WHOLE_DAYS_MESSAGE })
  .int({ error: WHOLE_DAYS_MESSAGE })
  .min(1, { error: AT_LEAST_ONE_DAY_MESSAGE })
  .max(MAX_WORKING_DAYS, { error: AT_MOST_DAYS_MESSAGE });

/** Both settings, escalation strictly after the first reminder (M > N ≥ 1). */
export const reminderSettingsSchema = z
  .object({ remindAfterWorkingDays: workingDays, escalateAfterWorkingDays: workingDays })
  .refine((settings) => settings.escalateAfterWorkingDays > settings.remindAfterWorkingDays, {
    error: ESCALATE_AFTER_REMIND_MESSAGE,
    path: ['escalateAfterWorkingDays'],
  });

/** The problems with a pair of settings, by field, as the form and the server show them. */
export function reminderSettingsProblems(settings: unknown): Partial<Record<keyof ReminderSettings, string>> {
  const parsed = reminderSettingsSchema.safeParse(settings);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof ReminderSettings, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReminderSettings;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The settings as stored, the defaults where none is stored yet. */
export const settingsOrDefaults = (
  stored: Partial<ReminderSettings> | null | undefined,
): ReminderSettings => ({
  remindAfterWorkingDays: stored?.remindAfterWorkingDays ?? DEFAULT_REMINDER_SETTINGS.remindAfterWorkingDays,
  escalateAfterWorkingDays:
    stored?.escalateAfterWorkingDays ?? DEFAULT_REMINDER_SETTINGS.escalateAfterWorkingDays,
});

export const HOLIDAY_NAME_LIMIT = 100;
export const HOLIDAY_EXISTS_MESSAGE = 'This day is already a holiday.';
export const HOLIDAY_NOT_FOUND_MESSAGE = 'This holiday was not found.';

export const holidayInputSchema = z.object({
  day: isoDate(),
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(HOLIDAY_NAME_LIMIT, mustBeAtMost(HOLIDAY_NAME_LIMIT)),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

/** The screen's one read: the settings and every holiday, by day. */
export const approvalRemindersSchema = z.object({
  settings: z.object({ remindAfterWorkingDays: z.number(), escalateAfterWorkingDays: z.number() }),
  holidays: z.array(holidaySchema),
});
export type ApprovalReminders = z.infer<typeof approvalRemindersSchema>;
