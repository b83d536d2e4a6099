import { describe, expect, it } from 'vitest';
import { sampleRevenueByMonth, sampleRevenueByRegion } from './sample-figures';

const total = (rows: { value: number }[]) => rows.reduce((sum, row) => sum + row.value, 0);

describe('the corporate dashboard’s sample figures (decision 041)', () => {
  it('runs the months in fiscal order, June to May (spec §9)', () => {
    expect(sampleRevenueByMonth().map((row) => row.name)).toEqual([
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
    ]);
  });

  it.each([
    ['Jun', 1240 + 860 + 210],
    ['Dec', 1120 + 780 + 190],
    ['May', 1610 + 1110 + 285],
  ])('adds the regions up for %s', (month, expected) => {
    expect(sampleRevenueByMonth().find((row) => row.name === month)?.value).toBe(expected);
  });

  it.each([
    ['Canada', 16_410],
    ['USA', 11_290],
    ['Doha', 2_835],
  ])('adds the months up for %s', (region, expected) => {
    expect(sampleRevenueByRegion().find((row) => row.name === region)?.value).toBe(expected);
  });

  it('tells the same year by month and by region', () => {
    expect(total(sampleRevenueByMonth())).toBe(total(sampleRevenueByRegion()));
  });
});
