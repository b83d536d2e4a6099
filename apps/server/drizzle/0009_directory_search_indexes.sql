CREATE INDEX "employee_profiles_job_title_trgm_idx" ON "employee_profiles" USING gin ("job_title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "employee_profiles_department_trgm_idx" ON "employee_profiles" USING gin ("department" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "employees_job_title_trgm_idx" ON "employees" USING gin ("job_title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "employees_department_trgm_idx" ON "employees" USING gin ("department" gin_trgm_ops) WITH (fastupdate=off);