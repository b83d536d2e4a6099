ALTER TABLE "job_openings" ALTER COLUMN "job_title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "job_title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_title_check" CHECK ("job_openings"."job_title" <> '' or "job_openings"."job_title_fr" <> '');