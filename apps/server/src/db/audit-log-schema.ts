import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * Every change made through the administration screens: who made it, what they did to which
 * record, and the record before and after (docs/administration.md). Written in the same
 * transaction as the change, so an entry exists exactly when the change does. The actor's name
 * is kept with the entry, so the log still reads right after the person leaves.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => employees.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
  ],
);
