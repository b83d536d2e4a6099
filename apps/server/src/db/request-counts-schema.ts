import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many requests there are of each type in each status, kept exact by statement triggers on
 * `service_requests` (migration 0004, decision 018), so a list's "of N" without a search or a
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
