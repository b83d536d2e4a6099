import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Spec §3 Career: the job openings on the dashboard's card and the careers page. The links
 * point at the group's hiring site, where the details and the application form live.
 */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobTitle: text('job_title').notNull(),
    jobDetailsUrl: text('job_details_url'),
    applyUrl: text('apply_url'),
    datePosted: date('date_posted').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first is how every list of them reads.
  (table) => [index('job_openings_date_posted_idx').on(table.datePosted, table.id)],
);
