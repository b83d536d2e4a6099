-- Bilingual news posts (decision 065); unaccent lets a search ignore accents (« Emilie » finds « Émilie »).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent is only stable (its dictionary could change); fixed to its own dictionary it can be
-- declared immutable, so the bilingual searches' indexes can hold it (lib/bilingual-search.ts).
CREATE OR REPLACE FUNCTION portico_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "news_posts" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "brief_description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_title_check" CHECK ("news_posts"."title" <> '' or "news_posts"."title_fr" <> '');