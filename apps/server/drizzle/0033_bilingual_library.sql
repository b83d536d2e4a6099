DROP INDEX "corporate_forms_name_trgm_idx";--> statement-breakpoint
DROP INDEX "training_docs_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "corporate_forms" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "training_docs" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "corporate_forms" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_docs" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_docs" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "corporate_forms_search_trgm_idx" ON "corporate_forms" USING gin (portico_unaccent(("name" || chr(31) || "name_fr")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corporate_forms_english_words_idx" ON "corporate_forms" USING gin (to_tsvector('english'::regconfig, portico_unaccent(("name"))));--> statement-breakpoint
CREATE INDEX "corporate_forms_french_words_idx" ON "corporate_forms" USING gin (to_tsvector('french'::regconfig, portico_unaccent(("name_fr"))));--> statement-breakpoint
CREATE INDEX "training_docs_english_words_idx" ON "training_docs" USING gin (to_tsvector('english'::regconfig, portico_unaccent(("name" || chr(31) || "description"))));--> statement-breakpoint
CREATE INDEX "training_docs_french_words_idx" ON "training_docs" USING gin (to_tsvector('french'::regconfig, portico_unaccent(("name_fr" || chr(31) || "description_fr"))));--> statement-breakpoint
CREATE INDEX "training_docs_search_trgm_idx" ON "training_docs" USING gin (portico_unaccent(("name" || chr(31) || "description" || chr(31) || "name_fr" || chr(31) || "description_fr")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "corporate_forms" ADD CONSTRAINT "corporate_forms_name_check" CHECK ("corporate_forms"."name" <> '' or "corporate_forms"."name_fr" <> '');--> statement-breakpoint
ALTER TABLE "training_docs" ADD CONSTRAINT "training_docs_name_check" CHECK ("training_docs"."name" <> '' or "training_docs"."name_fr" <> '');