import { date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core-schema';

/**
 * How many requests there are of each type in each status, kept exact by statement triggers on
 * `service_requests` (migration 0004, decision 025), so a list's "of N" without a search or a
 * person's filter is a sum over a few dozen rows instead of a count of every request.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    type: text('type').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.status] })],
);

/**
 * Requests created per day and company of the person they are for (`requested_for_company_id`),
 * kept exact by statement triggers on `service_requests` like the counts above (migration 0015):
 * Portal Metrics' IT Requests by Company sums a few thousand rows for a year, not every request.
 */
export const requestCompanyDays = pgTable(
  'request_company_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    requests: integer('requests').notNull(),
  },
  // A request for someone without a company is counted in its own row: nulls are not distinct.
  (table) => [unique('request_company_days_key').on(table.day, table.companyId).nullsNotDistinct()],
);

/**
 * How many requests name each category, kept exact by statement triggers on `service_requests`
 * like the counts above (migration 0036): the Request Categories screen shows each row's use
 * from here instead of counting thousands of requests per category on every page.
 */
export const requestCategoryCounts = pgTable('request_category_counts', {
  categoryId: uuid('category_id').primaryKey(),
  requests: integer('requests').notNull(),
});
