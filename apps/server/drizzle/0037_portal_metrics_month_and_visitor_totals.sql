CREATE TABLE "portal_visit_months" (
	"month" date NOT NULL,
	"company_id" uuid,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "portal_visit_months_key" UNIQUE NULLS NOT DISTINCT("month","company_id","browser","device")
);
--> statement-breakpoint
CREATE TABLE "portal_visitor_totals" (
	"year" date,
	"employee_id" uuid NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "portal_visitor_totals_key" UNIQUE NULLS NOT DISTINCT("year","employee_id")
);
--> statement-breakpoint
ALTER TABLE "portal_visit_months" ADD CONSTRAINT "portal_visit_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_totals" ADD CONSTRAINT "portal_visitor_totals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_visitor_totals_visits_idx" ON "portal_visitor_totals" USING btree ("year","visits" DESC NULLS LAST);--> statement-breakpoint
-- Decision 067. The monthly visit roll-up and the visitor totals from the daily and yearly
-- roll-ups, from scratch: for this migration and the seeds, which load visits in bulk; the
-- statement that records a visit keeps them afterwards.
CREATE FUNCTION "portal_metrics_rebuild_summaries"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "portal_visit_months";
  INSERT INTO "portal_visit_months" ("month", "company_id", "browser", "device", "visits")
    SELECT date_trunc('month', "day")::date, "company_id", "browser", "device", sum("visits")::int
    FROM "portal_visit_days" GROUP BY 1, 2, 3, 4;
  DELETE FROM "portal_visitor_totals";
  INSERT INTO "portal_visitor_totals" ("year", "employee_id", "visits")
    SELECT "year", "employee_id", sum("visits")::int FROM "portal_visitor_years"
    GROUP BY GROUPING SETS (("year", "employee_id"), ("employee_id"));
$$;--> statement-breakpoint
SELECT "portal_metrics_rebuild_summaries"();
