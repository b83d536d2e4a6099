ALTER TABLE "wall_of_wow" ALTER COLUMN "value" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "value_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_value_check" CHECK ("wall_of_wow"."value" <> '' or "wall_of_wow"."value_fr" <> '');