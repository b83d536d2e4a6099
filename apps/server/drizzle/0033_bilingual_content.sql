-- Bilingual content (decision 065): the libraries, quick links, job openings and the Wall of Wow in English and French; the libraries searched in either language on three indexes each.
DROP INDEX "corporate_forms_name_trgm_idx";--> statement-breakpoint
DROP INDEX "training_docs_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "quick_links" ALTER COLUMN "label" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "job_openings" ALTER COLUMN "job_title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "wall_of_wow" ALTER COLUMN "value" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "corporate_forms" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "training_docs" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "quick_links" ADD COLUMN "label_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "job_title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "value_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_forms" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_docs" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_docs" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "corporate_forms_search_trgm_idx" ON "corporate_forms" USING gin (portico_unaccent((coalesce("name", '') || chr(31) || coalesce("name_fr", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corporate_forms_english_words_idx" ON "corporate_forms" USING gin (to_tsvector('english'::regconfig, portico_unaccent((coalesce("name", '')))));--> statement-breakpoint
CREATE INDEX "corporate_forms_french_words_idx" ON "corporate_forms" USING gin (to_tsvector('french'::regconfig, portico_unaccent((coalesce("name_fr", '')))));--> statement-breakpoint
CREATE INDEX "training_docs_english_words_idx" ON "training_docs" USING gin (to_tsvector('english'::regconfig, portico_unaccent((coalesce("name", '') || chr(31) || coalesce("description", '')))));--> statement-breakpoint
CREATE INDEX "training_docs_french_words_idx" ON "training_docs" USING gin (to_tsvector('french'::regconfig, portico_unaccent((coalesce("name_fr", '') || chr(31) || coalesce("description_fr", '')))));--> statement-breakpoint
CREATE INDEX "training_docs_search_trgm_idx" ON "training_docs" USING gin (portico_unaccent((coalesce("name", '') || chr(31) || coalesce("description", '') || chr(31) || coalesce("name_fr", '') || chr(31) || coalesce("description_fr", ''))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_label_check" CHECK ("quick_links"."label" <> '' or "quick_links"."label_fr" <> '');--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_personal_label_check" CHECK ("quick_links"."corporate" or "quick_links"."label_fr" = '');--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_title_check" CHECK ("job_openings"."job_title" <> '' or "job_openings"."job_title_fr" <> '');--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_value_check" CHECK ("wall_of_wow"."value" <> '' or "wall_of_wow"."value_fr" <> '');--> statement-breakpoint
ALTER TABLE "corporate_forms" ADD CONSTRAINT "corporate_forms_name_check" CHECK ("corporate_forms"."name" <> '' or "corporate_forms"."name_fr" <> '');--> statement-breakpoint
ALTER TABLE "training_docs" ADD CONSTRAINT "training_docs_name_check" CHECK ("training_docs"."name" <> '' or "training_docs"."name_fr" <> '');