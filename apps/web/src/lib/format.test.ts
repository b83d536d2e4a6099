import { activateLanguage } from './i18n';
import { describe, expect, it } from 'vitest';
import {
  formatCad,
  formatDate,
  formatDateTime,
  formatDays,
  formatFileSize,
  formatCount,
  formatMonthYear,
  formatShortMonthYear,
  formatSignedCount,
  formatPercent,
  formatRelativeTime,
  formatWeekday,
  dayIn,
  formatLongDay,
  formatClockTime,
  compareNames,
} from './format';

describe('money (spec §9: currency shown as CAD)', () => {
  it.each([
    [1187.5, 'CA$1,187.50'],
    [0, 'CA$0.00'],
    [26400, 'CA$26,400.00'],
    [0.125, 'CA$0.13'],
  ])('%d reads %s', (amount, expected) => {
    expect(formatCad(amount)).toBe(expected);
  });

  it('has nothing to say about a missing or unreadable amount', () => {
    expect(formatCad(null)).toBeNull();
    expect(formatCad(undefined)).toBeNull();
    expect(formatCad(Number.NaN)).toBeNull();
  });
});

describe('dates', () => {
  it('writes a calendar date as the same day in every time zone', () => {
    expect(formatDate('1990-03-14')).toBe('Mar 14, 1990');
    expect(formatDate('2025-01-01')).toBe('Jan 1, 2025');
  });

  it('writes a month as its name and year, the same in every time zone', () => {
    expect(formatMonthYear('2026-11-01')).toBe('November 2026');
    expect(formatMonthYear('2026-01-01')).toBe('January 2026');
    expect(formatMonthYear(null)).toBeNull();
    expect(formatShortMonthYear('2026-11-01')).toBe('Nov 2026');
    expect(formatShortMonthYear(null)).toBeNull();
  });

  it('writes counts with thousands separators, and changes with their sign', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(0)).toBe('0');
    expect(formatSignedCount(3)).toBe('+3');
    expect(formatSignedCount(-1200)).toBe('−1,200');
    expect(formatSignedCount(0)).toBe('0');
  });

  it('has nothing to say about an empty or unreadable date', () => {
    expect(formatDate('')).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate('soon')).toBeNull();
    expect(formatDateTime(null)).toBeNull();
  });

  it('writes a timestamp’s day in the same format as a calendar date', () => {
    expect(formatDate('2025-03-14T15:00:00.000Z')).toMatch(/^Mar 1[45], 2025$/);
  });

  it('writes a date and time with the same date', () => {
    expect(formatDateTime('2025-03-14T15:07:00.000Z')).toMatch(/^Mar 1[45], 2025, \d{1,2}:07 [AP]M$/);
  });

  it('says how long ago something happened', () => {
    const now = Date.parse('2025-03-14T15:00:00Z');
    expect(formatRelativeTime('2025-03-14T14:59:50Z', now)).toBe('now');
    expect(formatRelativeTime('2025-03-14T14:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-03-13T15:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('garbage', now)).toBe('');
  });

  it("gives today's date in the browser's time zone when no zone is known", () => {
    expect(dayIn(undefined, new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });

  it.each([
    ['21:00 in Toronto is still its day', 'America/Toronto', '2026-11-26T02:00:00Z', '2026-11-25'],
    ['01:00 in Doha is already its next one', 'Asia/Qatar', '2026-11-25T22:00:00Z', '2026-11-26'],
    ['across a change of clocks in Toronto', 'America/Toronto', '2026-03-08T06:59:00Z', '2026-03-08'],
    ['a leap day in Houston', 'America/Chicago', '2028-03-01T05:30:00Z', '2028-02-29'],
  ])("gives the person's today where their site is: %s", (_name, zone, instant, day) => {
    expect(dayIn(zone, new Date(instant))).toBe(day);
  });

  it('writes a day in full, never shifted', () => {
    expect(formatLongDay('2026-11-25')).toBe('Wednesday, November 25');
  });
});

describe('file sizes', () => {
  it.each([
    [512, '512 B'],
    [14_540, '14.2 KB'],
    [3_250_586, '3.1 MB'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('time away', () => {
  it.each([
    [15, '15'],
    [2.5, '2.5'],
    [0.25, '0.25'],
    [-1, '-1'],
    [0, '0'],
    [1250, '1,250'],
  ])('%d days read %s', (value, expected) => {
    expect(formatDays(value)).toBe(expected);
  });

  it.each([
    [53, '53%'],
    [0, '0%'],
    [120, '120%'],
  ])('%d percent reads %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([
    ['2026-11-25', 'Wed'],
    ['2026-11-29', 'Sun'],
    ['not a date', null],
  ])('%s falls on %s, in every time zone', (value, expected) => {
    expect(formatWeekday(value)).toBe(expected);
  });
});

describe('each language writes its own way (issue 30)', () => {
  const inFrench = async () => {
    await activateLanguage('fr-CA');
  };
  // What the same value reads in English (the spec's) and in Quebec French (OQLF usage).
  it.each([
    ['money', () => formatCad(1234.56), 'CA$1,234.56', '1 234,56 $'],
    ['a calendar date', () => formatDate('2026-11-28'), 'Nov 28, 2026', '28 nov. 2026'],
    ['a month', () => formatMonthYear('2026-11-01'), 'November 2026', 'novembre 2026'],
    ['a day in full', () => formatLongDay('2026-11-25'), 'Wednesday, November 25', 'mercredi 25 novembre'],
    ['a weekday', () => formatWeekday('2026-11-25'), 'Wed', 'mer.'],
    ['a count', () => formatCount(1234), '1,234', '1 234'],
    ['a change', () => formatSignedCount(-1200), '−1,200', '−1 200'],
    ['days of time away', () => formatDays(2.5), '2.5', '2,5'],
    ['a percentage', () => formatPercent(53), '53%', '53 %'],
    ['a file size', () => formatFileSize(14_540), '14.2 KB', '14,2 Ko'],
    [
      'yesterday',
      () => formatRelativeTime('2026-11-27T12:00:00Z', Date.parse('2026-11-28T12:00:00Z')),
      'yesterday',
      'hier',
    ],
  ])('%s', async (_, format, english, french) => {
    // Intl writes French with no-break spaces (narrow ones in numbers): compared as spaces.
    const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(format()).toBe(english);
    await inFrench();
    expect(spaced(format())).toBe(french);
  });

  it('writes a clock time on a 12-hour clock in English and a 24-hour one in French', async () => {
    const at = new Date(2026, 10, 28, 15, 7).getTime();
    expect(formatClockTime(at)).toBe('3:07 PM');
    await inFrench();
    expect(formatClockTime(at).replace(/[\u00a0\u202f]/g, ' ')).toBe('15 h 07');
  });

  it.each([
    ['en-CA', ['Zoé', 'Émilie', 'Eric', 'adam', 'Étienne']],
    ['fr-CA', ['Zoé', 'Émilie', 'Eric', 'adam', 'Étienne']],
  ])('sorts names with their accents among their letters in %s', async (language, names) => {
    if (language === 'fr-CA') await inFrench();
    expect([...names].sort(compareNames)).toEqual(['adam', 'Émilie', 'Eric', 'Étienne', 'Zoé']);
  });
});
