CREATE TABLE "vacation_salary_balances" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"allocation" numeric(6, 2) NOT NULL,
	"booked" integer NOT NULL,
	"taken" integer NOT NULL,
	"used_percentage" integer NOT NULL
);
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
SELECT "vacation_salary_rebuild"();
