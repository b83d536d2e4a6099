import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * Messages to the portal team (spec §3 Contact-team message). The message is rich text,
 * sanitised before it is stored; the submitter is the signed-in person, never a field sent in.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    submittedById: uuid('submitted_by_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
