CREATE TABLE "request_company_days" (
	"day" date NOT NULL,
	"company_id" uuid,
	"requests" integer NOT NULL,
	CONSTRAINT "request_company_days_key" UNIQUE NULLS NOT DISTINCT("day","company_id")
);
--> statement-breakpoint
CREATE TABLE "portal_visitor_years" (
	"year" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid,
	"visits" integer NOT NULL,
	CONSTRAINT "portal_visitor_years_key" UNIQUE NULLS NOT DISTINCT("year","employee_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "requested_for_company_id" uuid;--> statement-breakpoint
ALTER TABLE "request_company_days" ADD CONSTRAINT "request_company_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_years" ADD CONSTRAINT "portal_visitor_years_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_years" ADD CONSTRAINT "portal_visitor_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_for_company_id_companies_id_fk" FOREIGN KEY ("requested_for_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit has no triggers), decision 042. A request keeps the company of the
-- person it is for as it was when it was made for them, and the requests per day and company
-- are kept by statement triggers like request_counts (migration 0006): one grouped change per
-- statement, and only the (day, company) pairs whose count moves are written.
UPDATE "service_requests" r SET "requested_for_company_id" = e."company_id"
  FROM "employees" e WHERE e."id" = r."requested_for_id";--> statement-breakpoint
CREATE FUNCTION "service_requests_company_of_requested_for"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."requested_for_company_id" := (SELECT "company_id" FROM "employees" WHERE "id" = NEW."requested_for_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_requests_company_on_insert" BEFORE INSERT ON "service_requests"
  FOR EACH ROW EXECUTE FUNCTION "service_requests_company_of_requested_for"();--> statement-breakpoint
CREATE TRIGGER "service_requests_company_on_retarget" BEFORE UPDATE OF "requested_for_id" ON "service_requests"
  FOR EACH ROW WHEN (NEW."requested_for_id" IS DISTINCT FROM OLD."requested_for_id")
  EXECUTE FUNCTION "service_requests_company_of_requested_for"();--> statement-breakpoint
CREATE FUNCTION "request_company_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "request_company_days";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "request_company_days" ("day", "company_id", "requests")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "requested_for_company_id", count(*) FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ON CONSTRAINT "request_company_days_key"
      DO UPDATE SET "requests" = "request_company_days"."requests" + excluded."requests";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "request_company_days" d SET "requests" = d."requests" - gone."requests"
      FROM (SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "requested_for_company_id" AS "company_id",
                   count(*) AS "requests" FROM "old_rows" GROUP BY 1, 2) gone
      WHERE d."day" = gone."day" AND d."company_id" IS NOT DISTINCT FROM gone."company_id";
  ELSE
    INSERT INTO "request_company_days" ("day", "company_id", "requests")
      SELECT "day", "company_id", sum("change") FROM (
        SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "requested_for_company_id" AS "company_id", 1 AS "change" FROM "new_rows"
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'UTC')::date, "requested_for_company_id", -1 FROM "old_rows"
      ) moves GROUP BY 1, 2 HAVING sum("change") <> 0
      ON CONFLICT ON CONSTRAINT "request_company_days_key"
      DO UPDATE SET "requests" = "request_company_days"."requests" + excluded."requests";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_company_days_insert" AFTER INSERT ON "service_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_company_days_apply"();--> statement-breakpoint
CREATE TRIGGER "request_company_days_update" AFTER UPDATE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_company_days_apply"();--> statement-breakpoint
CREATE TRIGGER "request_company_days_delete" AFTER DELETE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_company_days_apply"();--> statement-breakpoint
CREATE TRIGGER "request_company_days_truncate" AFTER TRUNCATE ON "service_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_company_days_apply"();--> statement-breakpoint
INSERT INTO "request_company_days" ("day", "company_id", "requests")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "requested_for_company_id", count(*) FROM "service_requests" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "portal_visitor_years" ("year", "employee_id", "company_id", "visits")
  SELECT date_trunc('year', "month")::date, "employee_id", "company_id", sum("visits")::int
  FROM "portal_visitor_months" GROUP BY 1, 2, 3;
