import { describe, expect, it } from 'vitest';
import { SUNDAY_TO_THURSDAY } from '../calendar/site-calendar';
import { bucketsOf, portalPeriod, type PortalTimeFilter } from './portal-periods';

describe('portalPeriod', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';
  it.each<
    [
      PortalTimeFilter,
      string | undefined,
      string | undefined,
      'month' | 'day',
      string | undefined,
      string | undefined,
    ]
  >([
    ['ALL', undefined, undefined, 'month', undefined, undefined],
    ['THIS_YEAR', '2026-01-01', '2026-12-31', 'month', '2025-01-01', '2025-12-31'],
    ['LAST_YEAR', '2025-01-01', '2025-12-31', 'month', '2024-01-01', '2024-12-31'],
    ['THIS_MONTH', '2026-11-01', '2026-11-30', 'day', '2026-10-01', '2026-10-31'],
    ['LAST_MONTH', '2026-10-01', '2026-10-31', 'day', '2026-09-01', '2026-09-30'],
    ['THIS_WEEK', '2026-11-23', '2026-11-29', 'day', '2026-11-16', '2026-11-22'],
    ['LAST_WEEK', '2026-11-16', '2026-11-22', 'day', '2026-11-09', '2026-11-15'],
  ])('%s covers %s to %s by %s, after %s to %s', (filter, from, to, bucket, previousFrom, previousTo) => {
    const period = portalPeriod(filter, today);
    expect(period.range).toEqual(from ? { from, to } : undefined);
    expect(period.bucket).toBe(bucket);
    expect(period.previous).toEqual(previousFrom ? { from: previousFrom, to: previousTo } : undefined);
  });

  it.each([
    // Monday and Sunday belong to the week they start and end.
    ['2026-11-23', 'THIS_WEEK', '2026-11-23', '2026-11-29'],
    ['2026-11-29', 'THIS_WEEK', '2026-11-23', '2026-11-29'],
    ['2026-11-29', 'LAST_WEEK', '2026-11-16', '2026-11-22'],
    // Across a year's turn.
    ['2027-01-01', 'LAST_WEEK', '2026-12-21', '2026-12-27'],
    ['2027-01-15', 'LAST_MONTH', '2026-12-01', '2026-12-31'],
    ['2024-03-10', 'LAST_MONTH', '2024-02-01', '2024-02-29'],
  ] as const)('on %s %s is %s to %s', (day, filter, from, to) => {
    expect(portalPeriod(filter, day).range).toEqual({ from, to });
  });

  it('compares January with December of the year before', () => {
    expect(portalPeriod('THIS_MONTH', '2027-01-10').previous).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('bucketsOf', () => {
  it.each([
    [{ from: '2026-11-23', to: '2026-11-29' }, 'day', 7, '2026-11-23', '2026-11-29'],
    [{ from: '2026-02-01', to: '2026-02-28' }, 'day', 28, '2026-02-01', '2026-02-28'],
    [{ from: '2026-01-01', to: '2026-12-31' }, 'month', 12, '2026-01', '2026-12'],
    [{ from: '2025-11-14', to: '2026-02-03' }, 'month', 4, '2025-11', '2026-02'],
  ] as const)('%o by %s has %d buckets from %s to %s', (range, bucket, count, first, last) => {
    const keys = bucketsOf(range, bucket);
    expect(keys).toHaveLength(count);
    expect(keys[0]).toBe(first);
    expect(keys.at(-1)).toBe(last);
  });
});

describe('the weeks are the viewer’s site’s: Sunday to Saturday where the week is Sunday to Thursday', () => {
  it.each([
    ['2026-11-29', 'THIS_WEEK', '2026-11-29', '2026-12-05'],
    ['2026-11-28', 'THIS_WEEK', '2026-11-22', '2026-11-28'],
    ['2026-11-29', 'LAST_WEEK', '2026-11-22', '2026-11-28'],
  ] as const)('on %s in Doha %s is %s to %s', (day, filter, from, to) => {
    expect(portalPeriod(filter, day, SUNDAY_TO_THURSDAY).range).toEqual({ from, to });
  });
});
