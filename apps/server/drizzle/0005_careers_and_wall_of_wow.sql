CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_title" text NOT NULL,
	"job_details_url" text,
	"apply_url" text,
	"date_posted" date NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_of_wow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"winner_id" uuid NOT NULL,
	"nominated_by" text NOT NULL,
	"value" text NOT NULL,
	"image_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_of_wow_month_unique" UNIQUE("month"),
	CONSTRAINT "wall_of_wow_month_first_day" CHECK (extract(day from "wall_of_wow"."month") = 1),
	CONSTRAINT "wall_of_wow_image_name_plain" CHECK ("wall_of_wow"."image_name" ~ '^[a-z0-9-]+\.(svg|png|jpg|webp)$')
);
--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_winner_id_employees_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_date_posted_idx" ON "job_openings" USING btree ("date_posted","id");