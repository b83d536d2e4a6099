import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY, SUNDAY_TO_THURSDAY } from '../calendar/site-calendar';
import { approverDayAt, remindersDue, type ApproverDay, type WaitingStep } from './reminders';

const NONE = new Set<string>();
/** At 10:00 on `today` in a Monday to Friday week with these holidays. */
const on = (today: string, holidays: ReadonlySet<string> = NONE): ApproverDay => ({
  today,
  hour: 10,
  calendar: { workingWeek: MONDAY_TO_FRIDAY, holidays },
});
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
    expect(remindersDue(step, on(today))).toEqual(expected);
  });

  it('counts a holiday as no working day', () => {
    // Monday the 23rd to Thursday the 26th is day 3, unless Wednesday is a holiday.
    expect(remindersDue(waiting(), on('2026-11-26', new Set(['2026-11-25'])))).toEqual({
      remind: false,
      escalate: false,
    });
  });

  it('follows the settings', () => {
    const settings = { remindAfterWorkingDays: 1, escalateAfterWorkingDays: 2 };
    expect(remindersDue(waiting(), on('2026-11-24'), settings)).toEqual({ remind: true, escalate: false });
    expect(remindersDue(waiting(), on('2026-11-25'), settings)).toEqual({ remind: true, escalate: true });
  });
});

describe('in the approver’s own day: Doha’s Sunday to Thursday week and holidays, from 08:00 there', () => {
  const doha = (holidays: string[] = []) => ({
    timeZone: 'Asia/Qatar',
    workingWeek: SUNDAY_TO_THURSDAY,
    holidays: new Set(holidays),
  });
  // Waiting since Sunday 22 November 2026, Doha's first working day of the week.
  const step = waiting({ waitingSince: '2026-11-22' });

  it.each([
    ['Wednesday 25th 10:00, day 3', '2026-11-25T07:00:00Z', [], { remind: true, escalate: false }],
    [
      'Wednesday 25th 07:59, before the working day',
      '2026-11-25T04:59:00Z',
      [],
      { remind: false, escalate: false },
    ],
    ['Friday 27th, the weekend', '2026-11-27T07:00:00Z', [], { remind: false, escalate: false }],
    ['Saturday 28th, the weekend', '2026-11-28T07:00:00Z', [], { remind: false, escalate: false }],
    ['Sunday 29th, day 5', '2026-11-29T07:00:00Z', [], { remind: true, escalate: false }],
    ['Tuesday 1st, day 7', '2026-12-01T07:00:00Z', [], { remind: true, escalate: true }],
    [
      'Tuesday 1st with Monday a holiday: day 6',
      '2026-12-01T07:00:00Z',
      ['2026-11-30'],
      { remind: true, escalate: false },
    ],
    [
      'Wednesday 25th a holiday: no reminder',
      '2026-11-25T07:00:00Z',
      ['2026-11-25'],
      { remind: false, escalate: false },
    ],
    // 01:00 on Thursday 26th in Doha is still Wednesday the 25th in UTC.
    ['Thursday 26th 08:30 (05:30 UTC), day 4', '2026-11-26T05:30:00Z', [], { remind: true, escalate: false }],
  ])('%s', (_name, instant, holidays, expected) => {
    expect(remindersDue(step, approverDayAt(new Date(instant), doha(holidays)))).toEqual(expected);
  });

  it('sends at once at any hour when an Admin sends what is due by hand (from hour 0)', () => {
    const night = approverDayAt(new Date('2026-11-25T00:30:00Z'), doha()); // 03:30 in Doha
    expect(remindersDue(step, night)).toEqual({ remind: false, escalate: false });
    expect(remindersDue(step, night, undefined, 0)).toEqual({ remind: true, escalate: false });
  });

  it('reads the day and the hour where the approver is', () => {
    expect(approverDayAt(new Date('2026-11-25T22:30:00Z'), doha())).toMatchObject({
      today: '2026-11-26',
      hour: 1,
    });
    const toronto = { timeZone: 'America/Toronto', workingWeek: MONDAY_TO_FRIDAY, holidays: NONE };
    expect(approverDayAt(new Date('2026-11-26T02:00:00Z'), toronto)).toMatchObject({
      today: '2026-11-25',
      hour: 21,
    });
  });
});
