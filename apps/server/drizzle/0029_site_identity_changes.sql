-- Written by hand (drizzle-kit has no triggers). A person's session carries their site's time
-- zone and working week (issue 29), so a change of either, or the site's deletion, is announced
-- on identity_changes as site:<id>, whoever makes it, and every server drops the sessions it
-- holds of that site's people (docs/decisions/018-session-and-viewer-cache.md). A new name or
-- country is not announced: no session holds them. A person moved to another site is the
-- employees trigger's employee:<id> (migration 0004).
CREATE FUNCTION "identity_notify_site"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'site:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sites_identity_changes_update" AFTER UPDATE ON "sites"
  FOR EACH ROW WHEN (
    NEW.time_zone IS DISTINCT FROM OLD.time_zone OR NEW.working_week IS DISTINCT FROM OLD.working_week
  ) EXECUTE FUNCTION "identity_notify_site"();--> statement-breakpoint
CREATE TRIGGER "sites_identity_changes_delete" AFTER DELETE ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "identity_notify_site"();--> statement-breakpoint
CREATE TRIGGER "sites_identity_changes_truncate" AFTER TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_all"();
