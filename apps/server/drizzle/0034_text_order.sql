-- Names and titles sort with accents and case set aside (lib/paged-list.ts textOrder): the
-- people picker's index holds that key, so its first page is still read in order.
DROP INDEX "employees_display_name_idx";--> statement-breakpoint
CREATE INDEX "employees_display_name_idx" ON "employees" USING btree (lower(portico_unaccent("display_name")),"employee_number");