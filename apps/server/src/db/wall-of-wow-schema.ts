import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * Spec §3 Wall of Wow: one winner a month, who nominated them, the company value they lived
 * and a picture. The winner is an employee; the nomination is a name as written on the form
 * (it can come from a team or a client).
 *
 * The picture is one of two kinds, never both: one an Admin uploaded (`image_storage_key`: its
 * bytes in the attachment store, with the uploaded name and our content type), or one that
 * ships with the portal (`image_name`: a file in the web app's public `wall-of-wow/` folder, as
 * the demo's months use). An entry just added has neither until its picture is uploaded.
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
    // The value lived, in English and in French (decision 065): '' where left out.
    value: text('value').notNull().default(''),
    valueFr: text('value_fr').notNull().default(''),
    imageName: text('image_name'),
    imageStorageKey: text('image_storage_key').unique(),
    imageFileName: text('image_file_name'),
    imageContentType: text('image_content_type'),
    imageSize: integer('image_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wall_of_wow_value_check', sql`${table.value} <> '' or ${table.valueFr} <> ''`),
    check('wall_of_wow_month_first_day', sql`extract(day from ${table.month}) = 1`),
    check('wall_of_wow_image_name_plain', sql`${table.imageName} ~ '^[a-z0-9-]+\\.(svg|png|jpg|webp)$'`),
    check('wall_of_wow_one_picture', sql`${table.imageName} is null or ${table.imageStorageKey} is null`),
    check(
      'wall_of_wow_uploaded_picture_whole',
      sql`(${table.imageStorageKey} is null) = (${table.imageFileName} is null)
        and (${table.imageStorageKey} is null) = (${table.imageContentType} is null)
        and (${table.imageStorageKey} is null) = (${table.imageSize} is null)`,
    ),
  ],
);
