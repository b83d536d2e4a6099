import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * Spec §3 Wall of Wow: one winner a month, who nominated them, the company value they lived
 * and a picture. The winner is an employee; the nomination is a name as written on the form
 * (it can come from a team or a client). Pictures ship with the portal: `image_name` is a file
 * in the web app's public `wall-of-wow/` folder.
 */
export const wallOfWow = pgTable(
  'wall_of_wow',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: date('month').notNull().unique(),
    winnerId: uuid('winner_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    nominatedBy: text('nominated_by').notNull(),
    value: text('value').notNull(),
    imageName: text('image_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wall_of_wow_month_first_day', sql`extract(day from ${table.month}) = 1`),
    check('wall_of_wow_image_name_plain', sql`${table.imageName} ~ '^[a-z0-9-]+\\.(svg|png|jpg|webp)$'`),
  ],
);
