import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';
import { bilingualSearchIndexes, bilingualSearchText } from '../lib/bilingual-search';

/**
 * Spec §3 Training doc: a training of the Training Library (type 'Training') or a Covid-19
 * document (type 'Protocol' or 'Form'), one table as the spec has it.
 */
export const trainingDocs = pgTable(
  'training_docs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Name and description in English and in French (decision 065): '' where left out.
    name: text('name').notNull().default(''),
    nameFr: text('name_fr').notNull().default(''),
    type: text('type').notNull(),
    trainingType: text('training_type'),
    group: text('training_group').notNull().default(''),
    region: text('region'),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    videoUrl: text('video_url'),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    createdById: uuid('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The library's pages: a type, maybe a category and sub-category, newest first.
    index('training_docs_list_idx').on(table.type, table.category, table.subCategory, table.createdAt),
    check('training_docs_name_check', sql`${table.name} <> '' or ${table.nameFr} <> ''`),
    // The search box, in either language (lib/bilingual-search.ts, decision 065).
    ...bilingualSearchIndexes(
      'training_docs',
      bilingualSearchText([table.name, table.description], [table.nameFr, table.descriptionFr]),
    ),
  ],
);

/** Spec §3 Form: a corporate form, whose file is its attachment. */
export const corporateForms = pgTable(
  'corporate_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    nameFr: text('name_fr').notNull().default(''),
    region: text('region'),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    createdById: uuid('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('corporate_forms_list_idx').on(table.category, table.subCategory, table.name),
    check('corporate_forms_name_check', sql`${table.name} <> '' or ${table.nameFr} <> ''`),
    ...bilingualSearchIndexes('corporate_forms', bilingualSearchText([table.name], [table.nameFr])),
  ],
);

/**
 * A file of a training, Covid-19 document or form: exactly one owner. The bytes are in the
 * shared attachment store (`attachment_blobs`) under a server-generated key; the service
 * deletes them with the row, in the same transaction.
 */
export const libraryAttachments = pgTable(
  'library_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainingDocId: uuid('training_doc_id').references(() => trainingDocs.id, { onDelete: 'cascade' }),
    formId: uuid('form_id').references(() => corporateForms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('library_attachments_training_doc_idx').on(table.trainingDocId),
    index('library_attachments_form_idx').on(table.formId),
    check('library_attachments_one_owner', sql`num_nonnulls(${table.trainingDocId}, ${table.formId}) = 1`),
  ],
);
