ALTER TABLE "projects" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "request_categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_category_idx" ON "service_requests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "service_requests_project_idx" ON "service_requests" USING btree ("project_id");