import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  dayNumber,
  dayOfNumber,
  firstDayOfWeek,
  isTimeZone,
  isWorkingDay,
  MONDAY_TO_FRIDAY,
  startOfDayIn,
  SUNDAY_TO_THURSDAY,
  todayIn,
  weekdayOf,
  weekdayOfNumber,
  weekOf,
  workingDaysBetween,
} from './site-calendar';

const TORONTO = 'America/Toronto';
const DOHA = 'Asia/Qatar';
const toronto = { workingWeek: MONDAY_TO_FRIDAY, holidays: new Set<string>() };
const doha = { workingWeek: SUNDAY_TO_THURSDAY, holidays: new Set(['2026-12-01']) };

describe('time zones', () => {
  it.each([
    ['America/Toronto', true],
    ['Asia/Qatar', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%j is a time zone: %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});

describe('today, where the person is', () => {
  it.each([
    // Toronto's evening (EST, UTC−5): the UTC day has turned, Toronto's has not.
    ['Toronto 19:00', TORONTO, '2026-11-29T00:00:00Z', '2026-11-28'],
    ['Toronto 21:00', TORONTO, '2026-11-29T02:00:00Z', '2026-11-28'],
    ['Toronto 23:59', TORONTO, '2026-11-29T04:59:00Z', '2026-11-28'],
    ['Toronto 00:00', TORONTO, '2026-11-29T05:00:00Z', '2026-11-29'],
    // In summer (EDT, UTC−4) the UTC day turns at 20:00 there.
    ['Toronto 20:00 in July', TORONTO, '2026-07-16T00:00:00Z', '2026-07-15'],
    // Doha's small hours (UTC+3): its day has turned, UTC's has not.
    ['Doha 00:00', DOHA, '2026-11-28T21:00:00Z', '2026-11-29'],
    ['Doha 01:00', DOHA, '2026-11-28T22:00:00Z', '2026-11-29'],
    ['Doha 02:59', DOHA, '2026-11-28T23:59:00Z', '2026-11-29'],
    ['Doha 23:59', DOHA, '2026-11-28T20:59:00Z', '2026-11-28'],
    ['Calgary 18:00', 'America/Edmonton', '2026-11-29T01:00:00Z', '2026-11-28'],
    ['Houston 20:00', 'America/Chicago', '2026-11-29T02:00:00Z', '2026-11-28'],
    // Across the changes of clocks in Toronto: spring forward (02:00 → 03:00, 8 March 2026)…
    ['01:59 before spring forward', TORONTO, '2026-03-08T06:59:00Z', '2026-03-08'],
    ['03:00 after spring forward', TORONTO, '2026-03-08T07:00:00Z', '2026-03-08'],
    ['23:30 the day clocks went forward', TORONTO, '2026-03-09T03:30:00Z', '2026-03-08'],
    // …and fall back (02:00 → 01:00, 1 November 2026): 01:30 happens twice, both that day.
    ['the first 01:30 of fall back', TORONTO, '2026-11-01T05:30:00Z', '2026-11-01'],
    ['the second 01:30 of fall back', TORONTO, '2026-11-01T06:30:00Z', '2026-11-01'],
    ['23:30 the day clocks went back', TORONTO, '2026-11-02T04:30:00Z', '2026-11-01'],
    // A leap day, as Doha starts it.
    ['Doha 00:30 on a leap day', DOHA, '2028-02-28T21:30:00Z', '2028-02-29'],
  ])('%s', (_name, timeZone, instant, day) => {
    expect(todayIn(timeZone, new Date(instant))).toBe(day);
  });
});

describe('when a day begins, where the site is', () => {
  it.each([
    ['an ordinary winter day in Toronto', '2026-11-28', TORONTO, '2026-11-28T05:00:00.000Z'],
    ['the day clocks go forward (23 hours)', '2026-03-08', TORONTO, '2026-03-08T05:00:00.000Z'],
    ['the day after it', '2026-03-09', TORONTO, '2026-03-09T04:00:00.000Z'],
    ['the day clocks go back (25 hours)', '2026-11-01', TORONTO, '2026-11-01T04:00:00.000Z'],
    ['the day after it', '2026-11-02', TORONTO, '2026-11-02T05:00:00.000Z'],
    ['a day in Doha', '2026-11-29', DOHA, '2026-11-28T21:00:00.000Z'],
    ['a leap day in Doha', '2028-02-29', DOHA, '2028-02-28T21:00:00.000Z'],
  ])('%s', (_name, day, timeZone, instant) => {
    expect(startOfDayIn(day, timeZone).toISOString()).toBe(instant);
  });

  it('gives days of 23, 24 and 25 hours around the changes of clocks', () => {
    const hours = (day: string) =>
      (startOfDayIn(addDays(day, 1), TORONTO).getTime() - startOfDayIn(day, TORONTO).getTime()) / 3_600_000;
    expect([hours('2026-03-08'), hours('2026-06-01'), hours('2026-11-01')]).toEqual([23, 24, 25]);
  });
});

describe('calendar days', () => {
  it.each([
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', -1, '2026-10-31'],
    ['2028-03-01', -1, '2028-02-29'],
  ])('%s and %i day(s) is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-11-29', 0],
    ['2026-11-27', 5],
    ['2028-02-29', 2],
  ])('%s is weekday %i', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });

  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2026-11-29', 20_786],
    ['2028-02-29', 21_243],
    ['2028-03-01', 21_244],
  ])('%s is day number %i, and back', (day, number) => {
    expect(dayNumber(day)).toBe(number);
    expect(dayOfNumber(number)).toBe(day);
    expect(weekdayOfNumber(number)).toBe(weekdayOf(day));
  });

  it.each([
    [0, 4],
    [-1, 3],
    [-7, 4],
    [3, 0],
    [20_786, 0],
  ])('day number %i is weekday %i', (number, weekday) => {
    expect(weekdayOfNumber(number)).toBe(weekday);
  });
});

describe('a site’s week', () => {
  it('starts on Monday for a Monday–Friday week, on Sunday for Sunday–Thursday', () => {
    expect(firstDayOfWeek(MONDAY_TO_FRIDAY)).toBe(1);
    expect(firstDayOfWeek(SUNDAY_TO_THURSDAY)).toBe(0);
    expect(firstDayOfWeek([0, 1, 2, 3, 4, 5, 6])).toBe(1);
  });

  it.each([
    ['Toronto, a Friday', toronto, '2026-11-27', '2026-11-23', '2026-11-29'],
    ['Toronto, a Sunday', toronto, '2026-11-29', '2026-11-23', '2026-11-29'],
    ['Doha, a Friday', doha, '2026-11-27', '2026-11-22', '2026-11-28'],
    ['Doha, a Sunday', doha, '2026-11-29', '2026-11-29', '2026-12-05'],
  ])('%s: the week holding it', (_name, calendar, day, first, last) => {
    const week = weekOf(day, calendar);
    expect(week).toHaveLength(7);
    expect([week[0], week[6]]).toEqual([first, last]);
    expect(week).toContain(day);
  });
});

describe('working days', () => {
  it.each([
    ['a Friday in Toronto', '2026-11-27', toronto, true],
    ['a Sunday in Toronto', '2026-11-29', toronto, false],
    ['a Friday in Doha', '2026-11-27', doha, false],
    ['a Saturday in Doha', '2026-11-28', doha, false],
    ['a Sunday in Doha', '2026-11-29', doha, true],
    ['a Doha holiday (a Tuesday)', '2026-12-01', doha, false],
  ])('%s: %s', (_name, day, calendar, working) => {
    expect(isWorkingDay(day, calendar)).toBe(working);
  });

  it.each([
    // From a Thursday: Toronto works the Friday; Doha's next working day is the Sunday.
    ['Toronto, Thursday to Sunday', '2026-11-26', '2026-11-29', toronto, 1],
    ['Doha, Thursday to Sunday', '2026-11-26', '2026-11-29', doha, 1],
    ['Doha, Thursday to the next Thursday, a holiday between', '2026-11-26', '2026-12-03', doha, 4],
    ['nothing backwards', '2026-11-29', '2026-11-26', doha, 0],
    ['the same day', '2026-11-26', '2026-11-26', toronto, 0],
  ])('%s: %i', (_name, since, until, calendar, count) => {
    expect(workingDaysBetween(since, until, calendar)).toBe(count);
  });

  it.each([
    ['Toronto, 3 after a Thursday', '2026-11-26', 3, toronto, '2026-12-01'],
    ['Doha, 3 after a Thursday, a holiday on the way', '2026-11-26', 3, doha, '2026-12-02'],
    ['Doha, 1 after a Thursday', '2026-11-26', 1, doha, '2026-11-29'],
    ['none', '2026-11-26', 0, doha, '2026-11-26'],
  ])('%s', (_name, from, count, calendar, day) => {
    expect(addWorkingDays(from, count, calendar)).toBe(day);
  });
});
