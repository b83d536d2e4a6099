CREATE TABLE "people_counts" (
	"site_id" uuid,
	"department" text,
	"termination_date" date,
	"people" integer NOT NULL,
	CONSTRAINT "people_counts_key" UNIQUE NULLS NOT DISTINCT("site_id","department","termination_date")
);
--> statement-breakpoint
-- Hand-written: kept as `request_counts` is (migration 0006), one grouped change per statement.
-- Only people whose status is ACTIVE in any letter case are counted: the status half of
-- `isActiveEmployee` (src/lib/active-employee-sql.ts); the day's half is the reader's.
CREATE FUNCTION "people_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "people_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "people_counts" ("site_id", "department", "termination_date", "people")
      SELECT "site_id", "department", "termination_date", count(*) FROM "new_rows"
      WHERE upper("employment_status") = 'ACTIVE' GROUP BY 1, 2, 3
      ON CONFLICT ("site_id", "department", "termination_date")
      DO UPDATE SET "people" = "people_counts"."people" + excluded."people";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "people_counts" ("site_id", "department", "termination_date", "people")
      SELECT "site_id", "department", "termination_date", -count(*) FROM "old_rows"
      WHERE upper("employment_status") = 'ACTIVE' GROUP BY 1, 2, 3
      ON CONFLICT ("site_id", "department", "termination_date")
      DO UPDATE SET "people" = "people_counts"."people" + excluded."people";
  ELSE
    -- Only keys whose count moves are written: an update of a phone number takes no lock here.
    INSERT INTO "people_counts" ("site_id", "department", "termination_date", "people")
      SELECT "site_id", "department", "termination_date", sum("change") FROM (
        SELECT "site_id", "department", "termination_date", 1 AS "change" FROM "new_rows"
          WHERE upper("employment_status") = 'ACTIVE'
        UNION ALL
        SELECT "site_id", "department", "termination_date", -1 FROM "old_rows"
          WHERE upper("employment_status") = 'ACTIVE'
      ) moves GROUP BY 1, 2, 3 HAVING sum("change") <> 0
      ON CONFLICT ("site_id", "department", "termination_date")
      DO UPDATE SET "people" = "people_counts"."people" + excluded."people";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "people_counts_insert" AFTER INSERT ON "employees"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "people_counts_update" AFTER UPDATE ON "employees"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "people_counts_delete" AFTER DELETE ON "employees"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "people_counts_truncate" AFTER TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_apply"();--> statement-breakpoint
INSERT INTO "people_counts" ("site_id", "department", "termination_date", "people")
  SELECT "site_id", "department", "termination_date", count(*) FROM "employees"
  WHERE upper("employment_status") = 'ACTIVE' GROUP BY 1, 2, 3;
