import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * One row per `Idempotency-Key` a person sent with a change (features/idempotency): claimed
 * before the change runs, and holding its successful answer after, so the same key sent again
 * (a double click, a retry after a lost answer) gets that answer instead of a second change.
 * Keys belong to the person who sent them; rows go after a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, address and body the key was first sent with. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeId, table.key] }),
    index('idempotent_requests_created_idx').on(table.createdAt),
  ],
);
