import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_DAY_MESSAGE,
  AT_MOST_DAYS_MESSAGE,
  ESCALATE_AFTER_REMIND_MESSAGE,
  WHOLE_DAYS_MESSAGE,
  holidayInputSchema,
  reminderSettingsProblems,
  settingsOrDefaults,
} from './reminder-settings';

describe('reminderSettingsProblems (M > N ≥ 1, whole working days)', () => {
  it.each([
    ['the defaults', { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 7 }, {}],
    ['one and two', { remindAfterWorkingDays: 1, escalateAfterWorkingDays: 2 }, {}],
    [
      'escalation equal to reminders',
      { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 3 },
      { escalateAfterWorkingDays: ESCALATE_AFTER_REMIND_MESSAGE },
    ],
    [
      'escalation before reminders',
      { remindAfterWorkingDays: 5, escalateAfterWorkingDays: 2 },
      { escalateAfterWorkingDays: ESCALATE_AFTER_REMIND_MESSAGE },
    ],
    [
      'zero days',
      { remindAfterWorkingDays: 0, escalateAfterWorkingDays: 7 },
      { remindAfterWorkingDays: AT_LEAST_ONE_DAY_MESSAGE },
    ],
    [
      'a fraction',
      { remindAfterWorkingDays: 2.5, escalateAfterWorkingDays: 7 },
      { remindAfterWorkingDays: WHOLE_DAYS_MESSAGE },
    ],
    [
      'text',
      { remindAfterWorkingDays: '3', escalateAfterWorkingDays: 7 },
      { remindAfterWorkingDays: WHOLE_DAYS_MESSAGE },
    ],
    [
      'too many',
      { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 61 },
      { escalateAfterWorkingDays: AT_MOST_DAYS_MESSAGE },
    ],
  ])('%s', (_label, settings, problems) => {
    expect(reminderSettingsProblems(settings)).toEqual(problems);
  });
});

describe('settingsOrDefaults', () => {
  it.each([
    [null, { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 7 }],
    [{ remindAfterWorkingDays: 2 }, { remindAfterWorkingDays: 2, escalateAfterWorkingDays: 7 }],
    [
      { remindAfterWorkingDays: 4, escalateAfterWorkingDays: 9 },
      { remindAfterWorkingDays: 4, escalateAfterWorkingDays: 9 },
    ],
  ])('%j', (stored, settings) => {
    expect(settingsOrDefaults(stored)).toEqual(settings);
  });
});

describe('holidayInputSchema', () => {
  it.each([
    [{ day: '2026-12-25', name: ' Christmas Day ' }, true],
    [{ day: '2026-02-30', name: 'Nope' }, false],
    [{ day: '2026-12-25', name: '  ' }, false],
    [{ day: '2026-12-25', name: 'x'.repeat(101) }, false],
  ])('%j accepted: %s', (input, ok) => {
    expect(holidayInputSchema.safeParse(input).success).toBe(ok);
  });
});
