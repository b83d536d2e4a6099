CREATE TABLE "request_category_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written: kept as `request_counts` is (migration 0006), one grouped change per statement;
-- an update that leaves the category as it was writes nothing here.
CREATE FUNCTION "request_category_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "request_category_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "request_category_counts" ("category_id", "requests")
      SELECT "category_id", count(*) FROM "new_rows" GROUP BY 1
      ON CONFLICT ("category_id") DO UPDATE SET "requests" = "request_category_counts"."requests" + excluded."requests";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "request_category_counts" c SET "requests" = c."requests" - gone."requests"
      FROM (SELECT "category_id", count(*) AS "requests" FROM "old_rows" GROUP BY 1) gone
      WHERE c."category_id" = gone."category_id";
  ELSE
    INSERT INTO "request_category_counts" ("category_id", "requests")
      SELECT "category_id", sum("change") FROM (
        SELECT "category_id", 1 AS "change" FROM "new_rows"
        UNION ALL
        SELECT "category_id", -1 FROM "old_rows"
      ) moves GROUP BY 1 HAVING sum("change") <> 0
      ON CONFLICT ("category_id") DO UPDATE SET "requests" = "request_category_counts"."requests" + excluded."requests";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_category_counts_insert" AFTER INSERT ON "service_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_category_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_category_counts_update" AFTER UPDATE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_category_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_category_counts_delete" AFTER DELETE ON "service_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "request_category_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "request_category_counts_truncate" AFTER TRUNCATE ON "service_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "request_category_counts_apply"();--> statement-breakpoint
INSERT INTO "request_category_counts" ("category_id", "requests")
  SELECT "category_id", count(*) FROM "service_requests" GROUP BY 1;
