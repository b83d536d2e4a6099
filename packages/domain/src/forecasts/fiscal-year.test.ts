import { describe, expect, it } from 'vitest';
import {
  FORECAST_MONTHS,
  fiscalMonthRange,
  fiscalYearLabel,
  fiscalYearOf,
  fiscalYearRange,
} from './fiscal-year';

describe('the fiscal year runs June to May', () => {
  it.each([
    ['2026-06-01', 2026],
    ['2026-12-31', 2026],
    ['2027-01-01', 2026],
    ['2027-05-31', 2026],
    ['2026-05-31', 2025],
  ])('%s is in FY %i', (day, year) => {
    expect(fiscalYearOf(day)).toBe(year);
  });

  it('has twelve forecast months starting June', () => {
    expect(FORECAST_MONTHS).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
  });

  it('covers June 1 to May 31', () => {
    expect(fiscalYearRange(2026)).toEqual({ from: '2026-06-01', to: '2027-05-31' });
    expect(fiscalYearLabel(2026)).toBe('FY 2026–27');
    expect(fiscalYearLabel(2099)).toBe('FY 2099–00');
  });

  it.each([
    [6, { from: '2026-06-01', to: '2026-06-30' }],
    [12, { from: '2026-12-01', to: '2026-12-31' }],
    [1, { from: '2027-01-01', to: '2027-01-31' }],
    [2, { from: '2027-02-01', to: '2027-02-28' }],
    [5, { from: '2027-05-01', to: '2027-05-31' }],
  ])('month %i of FY 2026', (month, range) => {
    expect(fiscalMonthRange(2026, month)).toEqual(range);
  });

  it('knows leap years', () => {
    expect(fiscalMonthRange(2027, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
