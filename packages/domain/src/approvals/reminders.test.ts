import { describe, expect, it } from 'vitest';
import { remindersDue, type WaitingStep } from './reminders';

const NONE = new Set<string>();
const waiting = (step: Partial<WaitingStep> = {}): WaitingStep => ({
  waitingSince: '2026-11-23', // a Monday
  lastRemindedOn: null,
  escalatedOn: null,
  ...step,
});

describe('remindersDue (defaults: remind from working day 3, escalate on day 7)', () => {
  it.each([
    ['day 2', waiting(), '2026-11-25', { remind: false, escalate: false }],
    ['day 3', waiting(), '2026-11-26', { remind: true, escalate: false }],
    [
      'day 3, already reminded today',
      waiting({ lastRemindedOn: '2026-11-26' }),
      '2026-11-26',
      { remind: false, escalate: false },
    ],
    [
      'day 4, reminded yesterday',
      waiting({ lastRemindedOn: '2026-11-26' }),
      '2026-11-27',
      { remind: true, escalate: false },
    ],
    [
      'a Saturday after day 4',
      waiting({ lastRemindedOn: '2026-11-27' }),
      '2026-11-28',
      { remind: false, escalate: false },
    ],
    ['day 7', waiting({ lastRemindedOn: '2026-12-01' }), '2026-12-02', { remind: true, escalate: true }],
    [
      'day 8, escalated yesterday',
      waiting({ lastRemindedOn: '2026-12-02', escalatedOn: '2026-12-02' }),
      '2026-12-03',
      { remind: true, escalate: false },
    ],
    [
      'day 8, never escalated (the job missed a day)',
      waiting({ lastRemindedOn: '2026-12-02' }),
      '2026-12-03',
      { remind: true, escalate: true },
    ],
  ])('%s', (_name, step, today, expected) => {
    expect(remindersDue(step, today, NONE)).toEqual(expected);
  });

  it('counts a holiday as no working day', () => {
    // Monday the 23rd to Thursday the 26th is day 3, unless Wednesday is a holiday.
    expect(remindersDue(waiting(), '2026-11-26', new Set(['2026-11-25']))).toEqual({
      remind: false,
      escalate: false,
    });
  });

  it('follows the settings', () => {
    const settings = { remindAfterWorkingDays: 1, escalateAfterWorkingDays: 2 };
    expect(remindersDue(waiting(), '2026-11-24', NONE, settings)).toEqual({ remind: true, escalate: false });
    expect(remindersDue(waiting(), '2026-11-25', NONE, settings)).toEqual({ remind: true, escalate: true });
  });
});
