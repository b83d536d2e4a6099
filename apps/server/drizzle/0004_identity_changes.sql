-- Written by hand (drizzle-kit has no triggers). Every change that can end a session or change
-- what GET /api/me answers is announced on the channel identity_changes, whoever makes it (the
-- server, another instance, the roles command line, an HR import), so each server can drop what
-- it cached at once (docs/decisions/018-session-and-viewer-cache.md). Messages:
--   session:<token_hash>  that session was deleted, or shortened (not the last-seen bookkeeping)
--   employee:<id>         that person's HR record, roles or profile changed
--   people                someone joined, or a company's name changed: counts and names may move
--   all                   a table was emptied: forget everything
CREATE FUNCTION "identity_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changes_delete" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "identity_notify_session"();--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changes_update" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    NEW.expires_at < OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at
    OR NEW.employee_id <> OLD.employee_id OR NEW.token_hash <> OLD.token_hash
  ) EXECUTE FUNCTION "identity_notify_session"();--> statement-breakpoint
CREATE FUNCTION "identity_notify_employee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'employee:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "employees_identity_changes" AFTER UPDATE OR DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "identity_notify_employee"();--> statement-breakpoint
CREATE FUNCTION "identity_notify_employee_ref"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('identity_changes', 'employee:' || OLD.employee_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('identity_changes', 'employee:' || NEW.employee_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "employee_roles_identity_changes" AFTER INSERT OR UPDATE OR DELETE ON "employee_roles"
  FOR EACH ROW EXECUTE FUNCTION "identity_notify_employee_ref"();--> statement-breakpoint
CREATE TRIGGER "employee_profiles_identity_changes" AFTER INSERT OR UPDATE OR DELETE ON "employee_profiles"
  FOR EACH ROW EXECUTE FUNCTION "identity_notify_employee_ref"();--> statement-breakpoint
CREATE FUNCTION "identity_notify_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'people');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "employees_identity_changes_insert" AFTER INSERT ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_people"();--> statement-breakpoint
CREATE TRIGGER "companies_identity_changes" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_people"();
--> statement-breakpoint
CREATE FUNCTION "identity_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changes', 'all');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changes_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_all"();--> statement-breakpoint
CREATE TRIGGER "employees_identity_changes_truncate" AFTER TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_all"();--> statement-breakpoint
CREATE TRIGGER "employee_roles_identity_changes_truncate" AFTER TRUNCATE ON "employee_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_notify_all"();
