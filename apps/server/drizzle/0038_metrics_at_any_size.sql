CREATE TABLE "portal_company_visitors" (
	"year" date,
	"company_id" uuid,
	"visitors" integer NOT NULL,
	CONSTRAINT "portal_company_visitors_key" UNIQUE NULLS NOT DISTINCT("year","company_id")
);
--> statement-breakpoint
CREATE TABLE "portal_visitor_counts" (
	"year" date,
	"visitors" integer NOT NULL,
	CONSTRAINT "portal_visitor_counts_key" UNIQUE NULLS NOT DISTINCT("year")
);
--> statement-breakpoint
CREATE TABLE "headcount_option_rows" (
	"company_id" uuid,
	"pay_class" text,
	"department" text,
	"rows" integer NOT NULL,
	CONSTRAINT "headcount_option_rows_key" UNIQUE NULLS NOT DISTINCT("company_id","pay_class","department")
);
--> statement-breakpoint
DROP INDEX "portal_visitor_totals_visits_idx";--> statement-breakpoint
CREATE INDEX "vacation_salary_balances_used_idx" ON "vacation_salary_balances" USING btree ("used_percentage");--> statement-breakpoint
CREATE INDEX "portal_visitor_years_employee_idx" ON "portal_visitor_years" USING btree ("employee_id","company_id");--> statement-breakpoint
CREATE INDEX "portal_visitor_totals_visits_idx" ON "portal_visitor_totals" USING btree ("year","visits");--> statement-breakpoint
CREATE INDEX "portal_visitor_totals_all_visits_idx" ON "portal_visitor_totals" USING btree ("visits") WHERE "portal_visitor_totals"."year" is null;--> statement-breakpoint
-- Decision 070. Everyone's headcount filter options: the history's rows counted by company,
-- pay class and department, so the options read these combinations, not every history row.
CREATE FUNCTION "headcount_option_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "headcount_option_rows";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "headcount_option_rows" ("company_id", "pay_class", "department", "rows")
    SELECT "company_id", "pay_class", "department", -count(*) FROM "old_rows" GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT "headcount_option_rows_key"
    DO UPDATE SET "rows" = "headcount_option_rows"."rows" + excluded."rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "headcount_option_rows" ("company_id", "pay_class", "department", "rows")
    SELECT "company_id", "pay_class", "department", count(*) FROM "new_rows" GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT "headcount_option_rows_key"
    DO UPDATE SET "rows" = "headcount_option_rows"."rows" + excluded."rows";
  END IF;
  DELETE FROM "headcount_option_rows" WHERE "rows" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "headcount_option_rows_insert" AFTER INSERT ON "employment_history"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_option_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_option_rows_update" AFTER UPDATE ON "employment_history"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_option_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_option_rows_delete" AFTER DELETE ON "employment_history"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_option_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_option_rows_truncate" AFTER TRUNCATE ON "employment_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "headcount_option_rows_changed"();--> statement-breakpoint
INSERT INTO "headcount_option_rows" ("company_id", "pay_class", "department", "rows")
  SELECT "company_id", "pay_class", "department", count(*) FROM "employment_history" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Decision 070. Visitors by Company for a year and All: each company's different visitors,
-- a year's from the yearly rows (one per person, year and company), All's from the pairs of
-- person and company no other year holds. A yearly row's key never changes (a visit adds to
-- its count), so rows inserted and deleted are all that move it; one person's visits are
-- recorded one at a time (their `portal_last_visits` row is claimed first).
CREATE FUNCTION "portal_company_visitors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "portal_company_visitors";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "portal_company_visitors" ("year", "company_id", "visitors")
    SELECT "year", "company_id", count(*) FROM "new_rows" GROUP BY 1, 2
    UNION ALL
    SELECT NULL, n."company_id", count(*)
    FROM (SELECT "employee_id", "company_id", count(*) AS "added" FROM "new_rows" GROUP BY 1, 2) n
    WHERE (SELECT count(*) FROM "portal_visitor_years" y
      WHERE y."employee_id" = n."employee_id" AND y."company_id" IS NOT DISTINCT FROM n."company_id") = n."added"
    GROUP BY 2
    ON CONFLICT ON CONSTRAINT "portal_company_visitors_key"
    DO UPDATE SET "visitors" = "portal_company_visitors"."visitors" + excluded."visitors";
  ELSE
    INSERT INTO "portal_company_visitors" ("year", "company_id", "visitors")
    SELECT "year", "company_id", -count(*) FROM "old_rows" GROUP BY 1, 2
    UNION ALL
    SELECT NULL, o."company_id", -count(*)
    FROM (SELECT DISTINCT "employee_id", "company_id" FROM "old_rows") o
    WHERE NOT EXISTS (SELECT 1 FROM "portal_visitor_years" y
      WHERE y."employee_id" = o."employee_id" AND y."company_id" IS NOT DISTINCT FROM o."company_id")
    GROUP BY 2
    ON CONFLICT ON CONSTRAINT "portal_company_visitors_key"
    DO UPDATE SET "visitors" = "portal_company_visitors"."visitors" + excluded."visitors";
  END IF;
  DELETE FROM "portal_company_visitors" WHERE "visitors" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "portal_company_visitors_insert" AFTER INSERT ON "portal_visitor_years"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "portal_company_visitors_changed"();--> statement-breakpoint
CREATE TRIGGER "portal_company_visitors_delete" AFTER DELETE ON "portal_visitor_years"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "portal_company_visitors_changed"();--> statement-breakpoint
CREATE TRIGGER "portal_company_visitors_truncate" AFTER TRUNCATE ON "portal_visitor_years"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_company_visitors_changed"();--> statement-breakpoint
-- Decision 070. Total Visitors of a year and All: the visitor totals' rows, counted.
CREATE FUNCTION "portal_visitor_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "portal_visitor_counts";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "portal_visitor_counts" ("year", "visitors")
    SELECT "year", count(*) FROM "new_rows" GROUP BY 1
    ON CONFLICT ON CONSTRAINT "portal_visitor_counts_key"
    DO UPDATE SET "visitors" = "portal_visitor_counts"."visitors" + excluded."visitors";
  ELSE
    INSERT INTO "portal_visitor_counts" ("year", "visitors")
    SELECT "year", -count(*) FROM "old_rows" GROUP BY 1
    ON CONFLICT ON CONSTRAINT "portal_visitor_counts_key"
    DO UPDATE SET "visitors" = "portal_visitor_counts"."visitors" + excluded."visitors";
  END IF;
  DELETE FROM "portal_visitor_counts" WHERE "visitors" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "portal_visitor_counts_insert" AFTER INSERT ON "portal_visitor_totals"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "portal_visitor_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "portal_visitor_counts_delete" AFTER DELETE ON "portal_visitor_totals"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "portal_visitor_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "portal_visitor_counts_truncate" AFTER TRUNCATE ON "portal_visitor_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_visitor_counts_changed"();--> statement-breakpoint
-- Migration 0037's rebuild, for bulk loads, now ends with these two counts from scratch too.
CREATE OR REPLACE FUNCTION "portal_metrics_rebuild_summaries"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "portal_visit_months";
  INSERT INTO "portal_visit_months" ("month", "company_id", "browser", "device", "visits")
    SELECT date_trunc('month', "day")::date, "company_id", "browser", "device", sum("visits")::int
    FROM "portal_visit_days" GROUP BY 1, 2, 3, 4;
  DELETE FROM "portal_visitor_totals";
  INSERT INTO "portal_visitor_totals" ("year", "employee_id", "visits")
    SELECT "year", "employee_id", sum("visits")::int FROM "portal_visitor_years"
    GROUP BY GROUPING SETS (("year", "employee_id"), ("employee_id"));
  DELETE FROM "portal_company_visitors";
  INSERT INTO "portal_company_visitors" ("year", "company_id", "visitors")
    SELECT "year", "company_id", count(DISTINCT "employee_id")::int FROM "portal_visitor_years"
    GROUP BY GROUPING SETS (("year", "company_id"), ("company_id"));
  DELETE FROM "portal_visitor_counts";
  INSERT INTO "portal_visitor_counts" ("year", "visitors")
    SELECT "year", count(*)::int FROM "portal_visitor_totals" GROUP BY 1;
$$;--> statement-breakpoint
SELECT "portal_metrics_rebuild_summaries"();
