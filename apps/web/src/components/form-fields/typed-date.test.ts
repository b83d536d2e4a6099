import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseTypedDate } from './typed-date';

describe('a date as it is typed', () => {
  it.each([
    ['as the field shows it', 'March 14, 2026', '2026-03-14'],
    ['in lower case, without the comma', 'march 14 2026', '2026-03-14'],
    ['with a short month', 'Sep 3, 2027', '2027-09-03'],
    ['with a dotted short month', 'Sept. 3, 2027', '2027-09-03'],
    ['in French, as the field shows it', '28 nov. 2026', '2026-11-28'],
    ['in French, a whole month with accents', '3 février 2027', '2027-02-03'],
    ['in French, without the accents', '15 aout 2027', '2027-08-15'],
    ['in French, in capitals', '1 DÉC 2026', '2026-12-01'],
    ['in French, July as shortened', '4 juil. 2027', '2027-07-04'],
    ['in French words in the English order', 'mars 14, 2026', '2026-03-14'],
    ['in the French order with an English month', '14 March 2026', '2026-03-14'],
    ['as an ISO date', '2026-12-01', '2026-12-01'],
    ['with spaces around it', '  2026-12-01 ', '2026-12-01'],
    ['on a leap day', 'February 29, 2028', '2028-02-29'],
    ['in a year the server refuses, kept as typed', '0226-03-01', '0226-03-01'],
    ['30 February: never rolled into March', 'February 30, 2026', null],
    ['29 February of a common year', '2026-02-29', null],
    ['a thirteenth month', '2026-13-01', null],
    ['a day 0', 'March 0, 2026', null],
    ['a five-digit year', 'March 14, 20266', null],
    ['a month that is not one', 'Smarch 14, 2026', null],
    ['two letters of a month', 'Ma 14, 2026', null],
    ['a beginning June and July share', '4 jui 2027', null],
    ['30 February in French', '30 février 2026', null],
    ['half typed', 'March 1', null],
    ['words', 'next Tuesday', null],
    ['nothing', '', null],
  ])('%s: %j', (_case, text, expected) => {
    expect(parseTypedDate(text)).toBe(expected);
  });

  it.each([
    ['2026-03-14', true],
    ['2026-02-30', false],
    ['March 14, 2026', false],
    ['', false],
    [null, false],
  ])('isCalendarDay(%j) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});
