-- Holidays belong to a site's calendar (issue 29); those already kept stay the portal's own
-- calendar's (site_id null), for the people with no site, so nobody's working days change.
ALTER TABLE "holidays" DROP CONSTRAINT "holidays_pkey";--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_site_day" UNIQUE NULLS NOT DISTINCT("site_id","day");
