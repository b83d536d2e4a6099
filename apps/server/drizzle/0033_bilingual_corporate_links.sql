-- Bilingual corporate links (decision 065): a title in English, in French or both; a person's own link keeps one.
ALTER TABLE "quick_links" ALTER COLUMN "label" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "quick_links" ADD COLUMN "label_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_label_check" CHECK ("quick_links"."label" <> '' or "quick_links"."label_fr" <> '');--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_personal_label_check" CHECK ("quick_links"."corporate" or "quick_links"."label_fr" = '');