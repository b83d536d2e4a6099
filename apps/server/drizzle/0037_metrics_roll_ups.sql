CREATE TABLE "vacation_salary_balances" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"allocation" numeric(6, 2) NOT NULL,
	"booked" integer NOT NULL,
	"taken" integer NOT NULL,
	"used_percentage" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "headcount_months" (
	"month" date NOT NULL,
	"on_first" boolean NOT NULL,
	"from_counted" boolean NOT NULL,
	"from_company_id" uuid,
	"from_pay_class" text,
	"from_department" text,
	"to_counted" boolean NOT NULL,
	"to_company_id" uuid,
	"to_pay_class" text,
	"to_department" text,
	"in_kind" text NOT NULL,
	"out_kind" text NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "headcount_months_key" UNIQUE NULLS NOT DISTINCT("month","on_first","from_counted","from_company_id","from_pay_class","from_department","to_counted","to_company_id","to_pay_class","to_department","in_kind","out_kind")
);
--> statement-breakpoint
CREATE TABLE "headcount_periods" (
	"history_id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"counted" boolean NOT NULL,
	"company_id" uuid,
	"pay_class" text,
	"department" text,
	"status_reason" text,
	"in_kind" text NOT NULL,
	"out_kind" text NOT NULL,
	"previous_id" uuid,
	"pauses_after" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_visit_months" ADD CONSTRAINT "portal_visit_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_totals" ADD CONSTRAINT "portal_visitor_totals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_visitor_totals_visits_idx" ON "portal_visitor_totals" USING btree ("year","visits" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "headcount_periods_employee_idx" ON "headcount_periods" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "headcount_periods_starts_idx" ON "headcount_periods" USING btree ("starts");--> statement-breakpoint
CREATE INDEX "headcount_periods_ends_idx" ON "headcount_periods" USING btree ("ends");--> statement-breakpoint
-- Decision 067. The headcount rule of packages/domain/src/people-metrics/headcount.ts, for the
-- given people: each history row that covers a day ends at its effective_to or the next row's
-- start, whichever is earlier; it counts while employed and not PRESTART or Salary Continuance;
-- entering it is a hire by its reason, otherwise a change; leaving for a TERMINATED row is
-- voluntary or involuntary by that row's reason. The lists are the domain's constants
-- (headcount-agreement tests compare the reports with the domain's rule).
CREATE FUNCTION "headcount_periods_of"(ids uuid[]) RETURNS SETOF "headcount_periods" LANGUAGE sql STABLE AS $$
  WITH periods AS (
    SELECT h."id", h."employee_id", h."effective_from" AS starts,
      least(coalesce(h."effective_to", 'infinity'::date), coalesce(lead(h."effective_from") OVER w, 'infinity'::date)) AS ends,
      upper(trim(coalesce(h."employment_status", ''))) AS status,
      upper(trim(coalesce(h."status_reason", ''))) AS reason,
      h."status_reason", h."company_id", h."pay_class", h."department"
    FROM "employment_history" h
    WHERE h."employee_id" = ANY(ids)
    WINDOW w AS (PARTITION BY h."employee_id" ORDER BY h."effective_from", h."id")
  ), linked AS (
    SELECT p.*, lag(p."id") OVER w AS previous_id, lag(p.ends) OVER w AS previous_ends,
      lead(p.starts) OVER w AS next_starts
    FROM periods p WHERE p.ends > p.starts
    WINDOW w AS (PARTITION BY p."employee_id" ORDER BY p.starts, p."id")
  )
  SELECT "id", "employee_id", starts, ends,
    status IN ('ACTIVE', 'LEAVE OF ABSENCE') AND reason NOT IN ('PRESTART', 'SALARY CONTINUANCE'),
    "company_id", "pay_class", "department", "status_reason",
    CASE WHEN reason IN ('NEW HIRE REPLACEMENT') THEN 'newHireReplacement'
      WHEN reason IN ('NEW HIRE NET NEW', 'NEWHIRE', 'REHIRE') THEN 'newHireNetNew'
      ELSE 'changeIn' END,
    CASE WHEN status <> 'TERMINATED' THEN 'changeOut'
      WHEN reason IN ('VOLUNTARY', 'RESIGNATION', 'RETIREMENT') THEN 'voluntary'
      ELSE 'involuntary' END,
    CASE WHEN previous_ends = starts THEN previous_id END,
    ends <> 'infinity'::date AND (next_starts IS NULL OR next_starts > ends)
  FROM linked
$$;--> statement-breakpoint
-- Every change of state a period makes, with where the person was before (from) and after (to):
-- its start, from the period just before it (if that one ends the day it starts) into it; and,
-- when the history pauses or ends after it, its end, out of it into nothing. A side that does
-- not count carries no company, pay class or department, so such rows group together.
CREATE VIEW "headcount_events" AS
  SELECT p."employee_id", p."starts" AS "day", p."history_id" AS "shown_in_id",
    p."previous_id" AS "shown_out_id", p."status_reason",
    coalesce(b."counted", false) AS "from_counted",
    CASE WHEN b."counted" THEN b."company_id" END AS "from_company_id",
    CASE WHEN b."counted" THEN b."pay_class" END AS "from_pay_class",
    CASE WHEN b."counted" THEN b."department" END AS "from_department",
    p."counted" AS "to_counted",
    CASE WHEN p."counted" THEN p."company_id" END AS "to_company_id",
    CASE WHEN p."counted" THEN p."pay_class" END AS "to_pay_class",
    CASE WHEN p."counted" THEN p."department" END AS "to_department",
    p."in_kind", p."out_kind"
  FROM "headcount_periods" p
  LEFT JOIN "headcount_periods" b ON b."history_id" = p."previous_id"
  WHERE p."counted" OR coalesce(b."counted", false)
  UNION ALL
  SELECT p."employee_id", p."ends", NULL, p."history_id", NULL,
    true, p."company_id", p."pay_class", p."department",
    false, NULL, NULL, NULL, 'changeIn', 'changeOut'
  FROM "headcount_periods" p
  WHERE p."counted" AND p."pauses_after";--> statement-breakpoint
-- Adds (sign 1) or takes out (sign -1) these people's events from the monthly roll-up.
CREATE FUNCTION "headcount_months_add"(ids uuid[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "headcount_months" ("month", "on_first", "from_counted", "from_company_id", "from_pay_class",
    "from_department", "to_counted", "to_company_id", "to_pay_class", "to_department", "in_kind", "out_kind", "people")
  SELECT date_trunc('month', "day")::date, extract(day FROM "day") = 1, "from_counted", "from_company_id",
    "from_pay_class", "from_department", "to_counted", "to_company_id", "to_pay_class", "to_department",
    "in_kind", "out_kind", sign * count(*)
  FROM "headcount_events" WHERE "employee_id" = ANY(ids)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
  ON CONFLICT ON CONSTRAINT "headcount_months_key"
  DO UPDATE SET "people" = "headcount_months"."people" + excluded."people";
$$;--> statement-breakpoint
-- Recomputes these people's periods and their share of the roll-up. Their employee rows are
-- locked first, so two transactions changing one person's history take turns and the second
-- (each statement reads afresh) sees what the first kept.
CREATE FUNCTION "headcount_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "employees" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  PERFORM "headcount_months_add"(ids, -1);
  DELETE FROM "headcount_periods" WHERE "employee_id" = ANY(ids);
  INSERT INTO "headcount_periods" SELECT * FROM "headcount_periods_of"(ids);
  PERFORM "headcount_months_add"(ids, 1);
  DELETE FROM "headcount_months" WHERE "people" = 0;
END
$$;--> statement-breakpoint
-- Both roll-ups from scratch, from the whole history: for the migration and bulk loads.
CREATE FUNCTION "headcount_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE everyone uuid[] := ARRAY(SELECT DISTINCT "employee_id" FROM "employment_history");
BEGIN
  DELETE FROM "headcount_periods";
  DELETE FROM "headcount_months";
  INSERT INTO "headcount_periods" SELECT * FROM "headcount_periods_of"(everyone);
  PERFORM "headcount_months_add"(everyone, 1);
END
$$;--> statement-breakpoint
CREATE FUNCTION "headcount_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "headcount_periods";
    DELETE FROM "headcount_months";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "headcount_refresh"(ARRAY(SELECT DISTINCT "employee_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "headcount_refresh"(ARRAY(SELECT DISTINCT "employee_id" FROM "old_rows"));
  ELSE
    PERFORM "headcount_refresh"(ARRAY(SELECT "employee_id" FROM "new_rows" UNION SELECT "employee_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "headcount_history_insert" AFTER INSERT ON "employment_history"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_history_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_history_update" AFTER UPDATE ON "employment_history"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_history_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_history_delete" AFTER DELETE ON "employment_history"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_history_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_history_truncate" AFTER TRUNCATE ON "employment_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "headcount_history_changed"();--> statement-breakpoint
SELECT "headcount_rebuild"();
--> statement-breakpoint
-- Decision 067. These people's Vacation Salary balances, by the domain's rules
-- (packages/domain/src/time-away/time-away-totals.ts): Used entries counted by status, and the
-- share used rounded half away from zero (a numeric round, as `usedPercentage`), 100 when
-- days are used with no allocation. People with neither an allocation nor an entry have no row.
CREATE FUNCTION "vacation_salary_balances_of"(ids uuid[]) RETURNS SETOF "vacation_salary_balances" LANGUAGE sql STABLE AS $$
  -- Set-based, so a statement of many people (an import, a seed's chunk) groups their entries
  -- in one pass rather than looking each person up.
  WITH used AS (
    SELECT "employee_id", count(*) FILTER (WHERE "status" = 'Booked')::int AS "booked",
      count(*) FILTER (WHERE "status" = 'Taken')::int AS "taken"
    FROM "time_away_entries"
    WHERE "employee_id" = ANY(ids) AND "request_type" = 'Vacation_Salary' AND "entry_type" = 'Used'
    GROUP BY 1
  ), balances AS (
    SELECT coalesce(a."employee_id", u."employee_id") AS "employee_id", coalesce(a."days", 0) AS "allocation",
      coalesce(u."booked", 0) AS "booked", coalesce(u."taken", 0) AS "taken"
    FROM (SELECT "employee_id", "days" FROM "time_away_allocations"
      WHERE "employee_id" = ANY(ids) AND "request_type" = 'Vacation_Salary') a
    FULL JOIN used u ON u."employee_id" = a."employee_id"
  )
  SELECT "employee_id", "allocation", "booked", "taken",
    (CASE WHEN "allocation" <= 0 THEN CASE WHEN "booked" + "taken" > 0 THEN 100 ELSE 0 END
      ELSE round(("booked" + "taken") * 100 / "allocation") END)::int
  FROM balances
$$;--> statement-breakpoint
-- Recomputes these people's rows; their employee rows are locked first, so two transactions
-- changing one person's days take turns (each statement then reads what the other kept).
CREATE FUNCTION "vacation_salary_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "employees" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "vacation_salary_balances" WHERE "employee_id" = ANY(ids);
  INSERT INTO "vacation_salary_balances" SELECT * FROM "vacation_salary_balances_of"(ids);
END
$$;--> statement-breakpoint
-- Every balance from scratch: for the migration and bulk loads.
CREATE FUNCTION "vacation_salary_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vacation_salary_balances";
  INSERT INTO "vacation_salary_balances" SELECT * FROM "vacation_salary_balances_of"(ARRAY(
    SELECT "employee_id" FROM "time_away_allocations" UNION SELECT "employee_id" FROM "time_away_entries"));
END
$$;--> statement-breakpoint
CREATE FUNCTION "vacation_salary_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "vacation_salary_rebuild"();
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "vacation_salary_refresh"(ARRAY(SELECT DISTINCT "employee_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "vacation_salary_refresh"(ARRAY(SELECT DISTINCT "employee_id" FROM "old_rows"));
  ELSE
    PERFORM "vacation_salary_refresh"(ARRAY(SELECT "employee_id" FROM "new_rows" UNION SELECT "employee_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacation_salary_entries_insert" AFTER INSERT ON "time_away_entries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_entries_update" AFTER UPDATE ON "time_away_entries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_entries_delete" AFTER DELETE ON "time_away_entries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_entries_truncate" AFTER TRUNCATE ON "time_away_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_allocations_insert" AFTER INSERT ON "time_away_allocations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_allocations_update" AFTER UPDATE ON "time_away_allocations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_allocations_delete" AFTER DELETE ON "time_away_allocations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
CREATE TRIGGER "vacation_salary_allocations_truncate" AFTER TRUNCATE ON "time_away_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION "vacation_salary_changed"();--> statement-breakpoint
SELECT "vacation_salary_rebuild"();--> statement-breakpoint
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
