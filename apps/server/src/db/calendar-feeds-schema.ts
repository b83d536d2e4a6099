import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * A person's calendar feed (features/calendar-feeds, decision 056): the address calendar apps
 * read without signing in carries a random token; only its SHA-256 is kept, as for sessions.
 * One per person: making it again replaces the token, so the old address stops at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
