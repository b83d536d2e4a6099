import { describe, expect, it } from 'vitest';
import { awayWindow } from './away-window';
import { SUNDAY_TO_THURSDAY } from '../calendar/site-calendar';

describe("Who's out: today to Sunday", () => {
  it.each([
    ['Monday', '2026-11-23', '2026-11-29'],
    ['Tuesday', '2026-11-24', '2026-11-29'],
    ['Saturday', '2026-11-28', '2026-11-29'],
    ['Sunday: today alone', '2026-11-29', '2026-11-29'],
    ['across a month end', '2026-09-29', '2026-10-04'],
    ['across a year end', '2026-12-30', '2027-01-03'],
    ['a leap day', '2028-02-29', '2028-03-05'],
  ])('%s %s runs to %s', (_, today, to) => {
    expect(awayWindow(today)).toEqual({ from: today, to });
  });
});

describe("Who's out in Doha: today to Saturday, the week running Sunday to Thursday", () => {
  it.each([
    ['Sunday', '2026-11-29', '2026-12-05'],
    ['Thursday', '2026-12-03', '2026-12-05'],
    ['Friday', '2026-12-04', '2026-12-05'],
    ['Saturday: today alone', '2026-12-05', '2026-12-05'],
  ])('%s %s runs to %s', (_, today, to) => {
    expect(awayWindow(today, SUNDAY_TO_THURSDAY)).toEqual({ from: today, to });
  });
});
