import { describe, expect, it } from 'vitest';
import { clickedRow } from './chart-click';

const months = ['2026-01', '2026-02', '2026-03'];

describe('clickedRow: the month a click on the headcount chart opens', () => {
  it.each([
    [1, '2026-02'],
    ['2', '2026-03'],
    [0, '2026-01'],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    [1.5, undefined],
    [3, undefined],
    ['-1', undefined],
  ])('index %j → %s', (index, month) => {
    expect(clickedRow(months, index)).toBe(month);
  });
});
