import { describe, expect, it } from 'vitest';
import { awaySpans, type AwayDay } from './away-spans';
import { awaySummary } from './calendar-feed-constants';

let sequence = 0;
/** A day away: 'Vacation_Salary' approved unless given as 'type/STATUS'. */
const day = (
  date: string,
  kind = 'Vacation_Salary/APPROVED',
  recordedAt = '2026-01-05T12:00:00Z',
): AwayDay => {
  const [requestType, requestStatus] = kind.split('/') as [string, string];
  return {
    id: `d${String(++sequence).padStart(3, '0')}`,
    day: date,
    requestType,
    requestStatus,
    recordedAt: new Date(recordedAt),
  };
};
const ranges = (days: AwayDay[]) =>
  awaySpans(days).map(
    (span) => `${span.firstDay}..${span.lastDay} ${span.requestType}/${span.requestStatus}`,
  );

describe('days away in a row are one entry', () => {
  it.each([
    ['nothing', [], []],
    ['one day', [day('2026-03-02')], ['2026-03-02..2026-03-02 Vacation_Salary/APPROVED']],
    [
      'a week, given in any order',
      ['2026-03-04', '2026-03-02', '2026-03-06', '2026-03-03', '2026-03-05'].map((date) => day(date)),
      ['2026-03-02..2026-03-06 Vacation_Salary/APPROVED'],
    ],
    [
      'a day between starts another',
      [day('2026-03-02'), day('2026-03-04')],
      ['2026-03-02..2026-03-02 Vacation_Salary/APPROVED', '2026-03-04..2026-03-04 Vacation_Salary/APPROVED'],
    ],
    [
      'across a month and a year end',
      [day('2026-12-31'), day('2027-01-01')],
      ['2026-12-31..2027-01-01 Vacation_Salary/APPROVED'],
    ],
    [
      'the same day recorded twice',
      [day('2026-03-02'), day('2026-03-02'), day('2026-03-03')],
      ['2026-03-02..2026-03-03 Vacation_Salary/APPROVED'],
    ],
    [
      'another type is its own entry, the same days or not',
      [day('2026-03-02'), day('2026-03-03', 'Sick/APPROVED'), day('2026-03-04')],
      [
        '2026-03-02..2026-03-02 Vacation_Salary/APPROVED',
        '2026-03-03..2026-03-03 Sick/APPROVED',
        '2026-03-04..2026-03-04 Vacation_Salary/APPROVED',
      ],
    ],
    [
      'another status is its own entry',
      [day('2026-03-02'), day('2026-03-03', 'Vacation_Salary/PENDING')],
      ['2026-03-02..2026-03-02 Vacation_Salary/APPROVED', '2026-03-03..2026-03-03 Vacation_Salary/PENDING'],
    ],
  ])('%s', (_case, days, expected) => {
    expect(ranges(days)).toEqual(expected);
  });

  it('keeps the first day’s record as its name and the newest recording as its change', () => {
    const first = day('2026-03-02', undefined, '2026-01-05T12:00:00Z');
    const second = day('2026-03-03', undefined, '2026-02-10T08:30:00Z');
    const [span] = awaySpans([second, first]);
    expect(span).toMatchObject({ firstId: first.id, recordedAt: new Date('2026-02-10T08:30:00Z') });
  });
});

describe('what a run of days away is called', () => {
  it.each([
    ['Vacation_Salary', 'APPROVED', 'Time away: Vacation Salary'],
    ['Personal Day', 'APPROVED', 'Time away: Personal'],
    ['Sick', 'PENDING', 'Time away: Sick (PENDING)'],
    ['Some_New_Type', 'APPROVED', 'Time away: Some New Type'],
  ])('%s, %s: %s', (requestType, requestStatus, expected) => {
    expect(awaySummary(requestType, requestStatus)).toBe(expected);
  });
});
