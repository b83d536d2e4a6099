-- Trigram indexes answer the search boxes' ILIKE '%term%' (PGlite loads pg_trgm as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_display_name_trgm_idx" ON "employees" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_work_email_trgm_idx" ON "employees" USING gin ("work_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm_idx" ON "service_requests" USING gin (("name" || chr(31) || "description" || chr(31) || "type" || chr(31) || "status" || chr(31) || "priority") gin_trgm_ops);