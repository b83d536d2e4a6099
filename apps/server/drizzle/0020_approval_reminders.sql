CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"remind_after_working_days" integer NOT NULL,
	"escalate_after_working_days" integer NOT NULL,
	CONSTRAINT "reminder_settings_one_row" CHECK ("reminder_settings"."only"),
	CONSTRAINT "reminder_settings_order" CHECK ("reminder_settings"."escalate_after_working_days" > "reminder_settings"."remind_after_working_days" and "reminder_settings"."remind_after_working_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "request_approvals" ADD COLUMN "last_reminded_on" date;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD COLUMN "escalated_on" date;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD COLUMN "escalated_to_id" uuid;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_escalated_to_id_employees_id_fk" FOREIGN KEY ("escalated_to_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;