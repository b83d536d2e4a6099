CREATE TABLE "business_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"leader_employee_number" text,
	CONSTRAINT "business_units_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "employee_roles" (
	"employee_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "employee_roles_employee_id_role_pk" PRIMARY KEY("employee_id","role"),
	CONSTRAINT "employee_roles_role_check" CHECK ("employee_roles"."role" in ('ELT', 'Admin', 'HR'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"job_title" text,
	"company_id" uuid,
	"pay_class" text,
	"department" text,
	"manager_employee_number" text,
	"hire_date" date,
	"termination_date" date,
	"employment_status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"status_effective_from" date,
	"work_email" text,
	"phone" text,
	"birthdate" date,
	"about_me" text,
	"photo" "bytea",
	"photo_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_employee_number_unique" UNIQUE("employee_number")
);
--> statement-breakpoint
CREATE TABLE "employment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"employment_status" text NOT NULL,
	"status_reason" text,
	"company_id" uuid,
	"department" text,
	"pay_class" text,
	"job_title" text
);
--> statement-breakpoint
CREATE TABLE "quick_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"icon_color" text NOT NULL,
	"employee_id" uuid,
	"corporate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_records" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"dashboard" boolean DEFAULT false NOT NULL,
	"it_request_details" boolean DEFAULT false NOT NULL,
	"it_requests" boolean DEFAULT false NOT NULL,
	"employee_directory" boolean DEFAULT false NOT NULL,
	"news_events" boolean DEFAULT false NOT NULL,
	"training_materials" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_roles" ADD CONSTRAINT "employee_roles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_history" ADD CONSTRAINT "employment_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_history" ADD CONSTRAINT "employment_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_records" ADD CONSTRAINT "tour_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_work_email_lower_idx" ON "employees" USING btree (lower("work_email"));--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_employee_number");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department");--> statement-breakpoint
CREATE INDEX "employees_company_idx" ON "employees" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employment_history_employee_idx" ON "employment_history" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "employment_history_period_idx" ON "employment_history" USING btree ("effective_from","effective_to");--> statement-breakpoint
CREATE INDEX "quick_links_employee_idx" ON "quick_links" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "quick_links_corporate_idx" ON "quick_links" USING btree ("corporate");--> statement-breakpoint
CREATE INDEX "sessions_employee_idx" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");