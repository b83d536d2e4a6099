CREATE TABLE "request_counts" (
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_counts_type_status_pk" PRIMARY KEY("type","status")
);
--> statement-breakpoint
DROP INDEX "service_requests_type_status_idx";--> statement-breakpoint
DROP INDEX "employees_display_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_work_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "employees_display_name_idx" ON "employees" USING btree ("display_name","employee_number");--> statement-breakpoint
CREATE INDEX "employees_employment_status_upper_idx" ON "employees" USING btree (upper("employment_status"));--> statement-breakpoint
CREATE INDEX "service_requests_type_name_idx" ON "service_requests" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "service_requests_type_status_rank_idx" ON "service_requests" USING btree ("type","status","priority_rank","name");--> statement-breakpoint
CREATE INDEX "employees_display_name_trgm_idx" ON "employees" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "employees_work_email_trgm_idx" ON "employees" USING gin ("work_email" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
-- Hand-written: the counts are kept by statement triggers with transition tables, one
-- grouped change per statement (a bulk insert of 100,000 rows is one upsert of a few dozen).
-- Only (type, status) pairs whose count moves are written, so an update that changes neither
-- (most of them) takes no lock on a count row.
CREATE FUNCTION "request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "request_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "request_counts" ("type", "status", "count")
      SELECT "type", "status", count(*) FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("type", "status") DO UPDATE SET "count" = "request_counts"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "request_counts" c SET "count" = c."count" - gone."count"
      FROM (SELECT "type", "status", count(*) AS "count" FROM "old_rows" GROUP BY 1, 2) gone
      WHERE c."type" = gone."type" AND c."status" = gone."status";
  ELSE
    INSERT INTO "request_counts" ("type", "status", "count")
      SELECT "type", "status", sum("change") FROM (
        SELECT "type", "status", 1 AS "change" FROM "new_rows"
        UNION ALL
        SELECT "type", "status", -1 FROM "old_rows"
      ) moves GROUP BY 1, 2 HAVING sum("change") <> 0
      ON CONFLICT ("type", "status") DO UPDATE SET "count" = "request_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_counts_insert" AFTER INSERT ON "service_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_counts_update" AFTER UPDATE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_counts_delete" AFTER DELETE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_counts_truncate" AFTER TRUNCATE ON "service_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_apply"();--> statement-breakpoint
INSERT INTO "request_counts" ("type", "status", "count")
  SELECT "type", "status", count(*) FROM "service_requests" GROUP BY 1, 2;
--> statement-breakpoint
-- The expression index above gives the planner its statistics only once the table is analysed.
ANALYZE "employees";
