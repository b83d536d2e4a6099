import { describe, expect, it } from 'vitest';
import { escapeCsvCell } from './csv-cell';

describe('escapeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('puts an apostrophe before %j', (value, expected) => {
    expect(escapeCsvCell(value)).toBe(expected);
  });

  it.each([
    ['Laptop = broken', 'Laptop = broken'],
    ['SR-000123', 'SR-000123'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('leaves %j alone', (value, expected) => {
    expect(escapeCsvCell(value)).toBe(expected);
  });

  it('writes numbers as text and empty values as empty cells', () => {
    expect(escapeCsvCell(3)).toBe('3');
    expect(escapeCsvCell(-3)).toBe("'-3");
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });
});
