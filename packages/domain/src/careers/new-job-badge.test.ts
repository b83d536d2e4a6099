import { describe, expect, it } from 'vitest';
import { isNewJob, NEW_JOB_DAYS } from './new-job-badge';

describe("the jobs card's 'New' badge (spec §9: posted within 7 days)", () => {
  it('counts 7 days', () => {
    expect(NEW_JOB_DAYS).toBe(7);
  });

  it.each([
    ['posted today', '2026-03-10', '2026-03-10', true],
    ['posted yesterday', '2026-03-09', '2026-03-10', true],
    ['posted 6 days ago (the last day inside the week)', '2026-03-04', '2026-03-10', true],
    ['posted 7 days ago (a week ago: no longer new)', '2026-03-03', '2026-03-10', false],
    ['posted 8 days ago', '2026-03-02', '2026-03-10', false],
    ['posted a year ago', '2025-03-10', '2026-03-10', false],
    ['dated tomorrow (already published)', '2026-03-11', '2026-03-10', true],
    ['6 days across a month end', '2026-02-25', '2026-03-03', true],
    ['7 days across a month end', '2026-02-24', '2026-03-03', false],
    ['6 days across a leap day', '2024-02-24', '2024-03-01', true],
    ['7 days across a leap day', '2024-02-23', '2024-03-01', false],
    ['6 days across a year end', '2025-12-27', '2026-01-02', true],
    ['7 days across a year end', '2025-12-26', '2026-01-02', false],
  ])('%s: posted %s, today %s → %s', (_name, posted, today, expected) => {
    expect(isNewJob(posted, today)).toBe(expected);
  });
});
