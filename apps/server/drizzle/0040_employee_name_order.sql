DROP INDEX "employees_display_name_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "name_order" text GENERATED ALWAYS AS (lower(portico_unaccent(display_name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_display_name_idx" ON "employees" USING btree ("name_order","employee_number");--> statement-breakpoint
-- Decision 074. Statistics for the new column at once, not at autovacuum's next visit: the
-- planner reads the name order's selectivity and correlation from them.
ANALYZE "employees";
