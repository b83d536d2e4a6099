import { describe, expect, it } from 'vitest';
import { csvDataRows } from './read-endpoints';

describe('csvDataRows', () => {
  it.each([
    ['', 0],
    ['Name,Status\n', 0],
    ['Name,Status\nSR-1,Open\n', 1],
    ['Name,Status\nSR-1,Open\nSR-2,Closed', 2],
    ['Name,Details\nSR-1,"two\nlines"\nSR-2,"a ""quoted"" word"\n', 2],
  ])('%j has %i data rows', (csv, rows) => {
    expect(csvDataRows(csv)).toBe(rows);
  });
});
