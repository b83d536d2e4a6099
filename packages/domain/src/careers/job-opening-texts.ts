/*
 * Kept free of zod, like new-job-badge.ts: the dashboard's job list imports it to show each
 * opening in the reader's language (decision 065).
 */

/** An opening's texts, each in English and in French (`jobTitle`, `jobTitleFr`): its title alone. */
export const JOB_OPENING_TEXT_FIELDS = ['jobTitle'] as const;
