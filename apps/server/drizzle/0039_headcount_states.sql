CREATE TABLE "headcount_states" (
	"company_id" uuid,
	"pay_class" text,
	"department" text,
	"people" integer NOT NULL,
	CONSTRAINT "headcount_states_key" UNIQUE NULLS NOT DISTINCT("company_id","pay_class","department")
);
--> statement-breakpoint
-- Decision 073. Adds (sign 1) or takes out (sign -1) these rows of `headcount_months` from the
-- states they change: each row's people join its counted `to_` side and leave its counted
-- `from_` side. The rows come as JSON because a transition table cannot be passed on.
CREATE FUNCTION "headcount_states_add"(changes jsonb, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "headcount_states" ("company_id", "pay_class", "department", "people")
  SELECT "company_id", "pay_class", "department", sign * sum("people")::int
  FROM (
    SELECT "to_company_id" AS "company_id", "to_pay_class" AS "pay_class", "to_department" AS "department", "people"
    FROM jsonb_populate_recordset(NULL::"headcount_months", changes) WHERE "to_counted"
    UNION ALL
    SELECT "from_company_id", "from_pay_class", "from_department", -"people"
    FROM jsonb_populate_recordset(NULL::"headcount_months", changes) WHERE "from_counted"
  ) AS "sides"
  GROUP BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "headcount_states_key"
  DO UPDATE SET "people" = "headcount_states"."people" + excluded."people";
  DELETE FROM "headcount_states" WHERE "people" = 0;
$$;--> statement-breakpoint
CREATE FUNCTION "headcount_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "headcount_states";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "headcount_states_add"((SELECT jsonb_agg(o) FROM "old_rows" o), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "headcount_states_add"((SELECT jsonb_agg(n) FROM "new_rows" n), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "headcount_months_insert" AFTER INSERT ON "headcount_months"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_months_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_months_update" AFTER UPDATE ON "headcount_months"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_months_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_months_delete" AFTER DELETE ON "headcount_months"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "headcount_months_changed"();--> statement-breakpoint
CREATE TRIGGER "headcount_months_truncate" AFTER TRUNCATE ON "headcount_months"
  FOR EACH STATEMENT EXECUTE FUNCTION "headcount_months_changed"();--> statement-breakpoint
SELECT "headcount_states_add"((SELECT jsonb_agg(m) FROM "headcount_months" m), 1);
