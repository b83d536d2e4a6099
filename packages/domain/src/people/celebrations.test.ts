import { describe, expect, it } from 'vitest';
import {
  addYears,
  celebrationLabel,
  celebrationOrderDays,
  daysUntil,
  MISSING_DATE_DAYS,
  nextReturnOf,
  upcomingCelebration,
  type Celebration,
  type CelebrationDates,
} from './celebrations';

describe('the next return of a date (a birthday or a work anniversary)', () => {
  it.each([
    ['later this year', '1990-07-20', '2026-03-10', '2026-07-20'],
    ['today', '1990-03-10', '2026-03-10', '2026-03-10'],
    ['yesterday: next year', '1990-03-09', '2026-03-10', '2027-03-09'],
    ['year wrap: 1 January seen on 31 December', '1985-01-01', '2026-12-31', '2027-01-01'],
    ['year wrap: 31 December seen on 1 January', '1985-12-31', '2027-01-01', '2027-12-31'],
    ['29 Feb in a year without one: 28 Feb', '2000-02-29', '2026-01-15', '2026-02-28'],
    ['29 Feb in a leap year: 29 Feb', '2000-02-29', '2028-01-15', '2028-02-29'],
    ['29 Feb, seen on 28 Feb of a common year: today', '2000-02-29', '2027-02-28', '2027-02-28'],
    ['29 Feb, seen on 1 Mar of a common year: next (leap) year', '2000-02-29', '2027-03-01', '2028-02-29'],
    ['28 Feb stays 28 Feb in a leap year', '1999-02-28', '2028-02-01', '2028-02-28'],
    ['a date this year, passed: a year on', '2026-01-05', '2026-03-10', '2027-01-05'],
    ['hired today: the first anniversary is a year on', '2026-03-10', '2026-03-10', '2027-03-10'],
    ['hired tomorrow (due to start): a year after', '2026-03-11', '2026-03-10', '2027-03-11'],
    ['due to start next year: a year after', '2027-06-01', '2026-03-10', '2028-06-01'],
  ])('%s: %s on %s → %s', (_, date, today, expected) => {
    expect(nextReturnOf(date, today)).toBe(expected);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2000-02-29', 100, '2100-02-28'],
    ['2000-02-29', 400, '2400-02-29'],
    ['2024-03-01', 1, '2025-03-01'],
  ])('%s plus %i years is %s (as PostgreSQL adds an interval)', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
});

describe('days until, today counting as 1', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 1],
    ['2026-03-11', '2026-03-10', 2],
    ['2027-01-01', '2026-12-31', 2],
    ['2027-03-09', '2026-03-10', 365],
    ['2028-03-09', '2027-03-10', 366],
  ])('%s seen on %s is %i', (date, today, days) => {
    expect(daysUntil(date, today)).toBe(days);
  });
});

describe('the upcoming celebration: whichever is sooner (spec §4)', () => {
  const today = '2026-03-10';
  const cases: [string, CelebrationDates, Celebration | null][] = [
    [
      'the birthday is sooner',
      { birthdate: '1990-03-13', hireDate: '2019-06-01' },
      { kind: 'BRT', date: '2026-03-13', days: 4 },
    ],
    [
      'the anniversary is sooner',
      { birthdate: '1990-09-01', hireDate: '2019-03-12' },
      { kind: 'ANV', date: '2026-03-12', days: 3 },
    ],
    [
      'a birthday today is 1 day',
      { birthdate: '1990-03-10', hireDate: '2019-03-11' },
      { kind: 'BRT', date: '2026-03-10', days: 1 },
    ],
    [
      'an anniversary today is 1 day',
      { birthdate: '1990-03-11', hireDate: '2019-03-10' },
      { kind: 'ANV', date: '2026-03-10', days: 1 },
    ],
    [
      'a tie goes to the birthday',
      { birthdate: '1990-04-02', hireDate: '2015-04-02' },
      { kind: 'BRT', date: '2026-04-02', days: 24 },
    ],
    [
      'a tie today goes to the birthday',
      { birthdate: '1990-03-10', hireDate: '2015-03-10' },
      { kind: 'BRT', date: '2026-03-10', days: 1 },
    ],
    [
      'no birthdate: the anniversary, however far',
      { birthdate: null, hireDate: '2019-03-09' },
      { kind: 'ANV', date: '2027-03-09', days: 365 },
    ],
    [
      'no hire date: the birthday, however far',
      { birthdate: '1990-03-09', hireDate: null },
      { kind: 'BRT', date: '2027-03-09', days: 365 },
    ],
    ['neither date: nothing to celebrate', { birthdate: null, hireDate: null }, null],
    [
      'year wrap: next January’s birthday beats next March’s anniversary',
      { birthdate: '1990-01-02', hireDate: '2019-03-01' },
      { kind: 'BRT', date: '2027-01-02', days: 299 },
    ],
    [
      'a leap-day birthday in a common year is on 28 Feb',
      { birthdate: '1992-02-29', hireDate: '2019-03-09' },
      { kind: 'BRT', date: '2027-02-28', days: 356 },
    ],
  ];

  it.each(cases)('%s', (_, dates, expected) => {
    expect(upcomingCelebration(dates, today)).toEqual(expected);
  });

  it('a January birthday seen on 31 December is 2 days away', () => {
    expect(upcomingCelebration({ birthdate: '1990-01-01', hireDate: '2019-06-01' }, '2026-12-31')).toEqual({
      kind: 'BRT',
      date: '2027-01-01',
      days: 2,
    });
  });

  it.each<[string, CelebrationDates, number]>([
    ['the sooner of the two', { birthdate: '1990-03-13', hireDate: '2019-03-12' }, 3],
    ['one missing date does not count', { birthdate: null, hireDate: '2019-03-12' }, 3],
    ['both missing is 1000', { birthdate: null, hireDate: null }, MISSING_DATE_DAYS],
  ])('the order count: %s', (_, dates, days) => {
    expect(celebrationOrderDays(dates, today)).toBe(days);
  });

  it('anyone with a date comes before someone with none', () => {
    const farthest = celebrationOrderDays({ birthdate: '1990-03-09', hireDate: '2019-03-09' }, today);
    expect(farthest).toBe(365);
    expect(farthest).toBeLessThan(MISSING_DATE_DAYS);
  });
});

describe('how a card says it', () => {
  it.each<[Pick<Celebration, 'kind' | 'days'>, string]>([
    [{ kind: 'BRT', days: 1 }, 'Birthday today'],
    [{ kind: 'ANV', days: 1 }, 'Work anniversary today'],
    [{ kind: 'BRT', days: 2 }, 'Birthday tomorrow'],
    [{ kind: 'ANV', days: 4 }, 'Work anniversary in 3 days'],
    [{ kind: 'BRT', days: 366 }, 'Birthday in 365 days'],
  ])('%j reads %j', (celebration, label) => {
    expect(celebrationLabel(celebration)).toBe(label);
  });
});
