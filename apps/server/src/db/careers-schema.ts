import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Spec §3 Career: the job openings on the dashboard's card and the careers page. The links
 * point at the group's hiring site, where the details and the application form live.
 */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The title in English and in French (decision 065): '' where the Admin left a language out.
    jobTitle: text('job_title').notNull().default(''),
    jobTitleFr: text('job_title_fr').notNull().default(''),
    jobDetailsUrl: text('job_details_url'),
    applyUrl: text('apply_url'),
    datePosted: date('date_posted').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Titled in one language at least.
    check('job_openings_title_check', sql`${table.jobTitle} <> '' or ${table.jobTitleFr} <> ''`),
    // Newest first is how every list of them reads.
    index('job_openings_date_posted_idx').on(table.datePosted, table.id),
  ],
);
