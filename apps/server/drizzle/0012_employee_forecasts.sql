CREATE TABLE "employee_forecasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submitted_by_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"division" text NOT NULL,
	"type" text NOT NULL,
	"planned_start_date" date NOT NULL,
	"is_employee_hired" boolean DEFAULT false NOT NULL,
	"employee_name" text,
	"employee_setup_form_provided" boolean,
	"requires_laptop" boolean DEFAULT false NOT NULL,
	"hw_sw_requirements" text,
	"shipping_required" text,
	"laptop_desired_by" date,
	"other_important_info" text DEFAULT '' NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_forecasts" ADD CONSTRAINT "employee_forecasts_submitted_by_id_employees_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_forecasts" ADD CONSTRAINT "employee_forecasts_locked_by_id_employees_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_forecasts_submitter_idx" ON "employee_forecasts" USING btree ("submitted_by_id","planned_start_date");--> statement-breakpoint
CREATE INDEX "employee_forecasts_start_idx" ON "employee_forecasts" USING btree ("planned_start_date");