import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * A news or event post (spec §3 News/event). The description is HTML already sanitised with
 * the allowlist (docs/decisions/026-news-sanitiser-and-announcements.md); the background is one
 * of the 18 names the app ships images for.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    // Its texts in English and in French (decision 065): '' where the author left a language out.
    title: text('title').notNull().default(''),
    briefDescription: text('brief_description').notNull().default(''),
    description: text('description').notNull().default(''),
    titleFr: text('title_fr').notNull().default(''),
    briefDescriptionFr: text('brief_description_fr').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    backgroundImage: text('background_image').notNull(),
    visibleFrom: date('visible_from', { mode: 'string' }).notNull(),
    visibleTo: date('visible_to', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Written in one language at least.
    check('news_posts_title_check', sql`${table.title} <> '' or ${table.titleFr} <> ''`),
    // The author's own list, newest first.
    index('news_posts_author_idx').on(table.authorId, table.createdAt),
    // The carousel: posts whose window holds today.
    index('news_posts_window_idx').on(table.visibleFrom, table.visibleTo),
  ],
);
