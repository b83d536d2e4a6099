import { DAY_MS } from '../shared/time-units';
/*
 * Kept free of zod: the dashboard's first load imports these (the schemas are in
 * job-opening-schema.ts).
 */

/** Spec §9: a job opening shows a 'New' badge when it was posted within 7 days. */
export const NEW_JOB_DAYS = 7;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Whether a job opening is new on `today` (both calendar dates, 'YYYY-MM-DD', today from the
 * server's clock). "Within 7 days" is the last seven calendar days, today included: posted
 * today up to six days ago is new, a week ago is not. A posting dated ahead of today (entered
 * early, or in a time zone ahead of ours) is already published, so it is new too.
 */
export function isNewJob(datePosted: string, today: string): boolean {
  return dayNumber(today) - dayNumber(datePosted) < NEW_JOB_DAYS;
}

export const NEW_JOB_BADGE = 'New';

/** Spec §9: the dashboard's job opportunities card shows 3 per page. */
export const JOBS_PAGE_SIZE = 3;
