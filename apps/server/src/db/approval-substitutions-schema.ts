import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });

/**
 * Substitute approvers (issue 13, decision 044): "I am away 1–14 March, Blair approves for me."
 * A person may have several ranges, never overlapping (the service refuses that); each range
 * includes both days and ends by itself.
 */
export const approvalSubstitutions = pgTable(
  'approval_substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: person('person_id'),
    substituteId: person('substitute_id'),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** The person themselves, or an Admin who set it for them. */
    setById: uuid('set_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('approval_substitutions_not_self', sql`${table.personId} <> ${table.substituteId}`),
    check('approval_substitutions_order', sql`${table.lastDay} >= ${table.firstDay}`),
    // Who stands in for a request's approvers today; a person's own ranges.
    index('approval_substitutions_person_idx').on(table.personId, table.lastDay, table.firstDay),
    // For whom a person stands in today (the Approval Requests list and badge).
    index('approval_substitutions_substitute_idx').on(table.substituteId, table.lastDay, table.firstDay),
  ],
);
