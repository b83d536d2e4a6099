CREATE TABLE "time_away_allocations" (
	"employee_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	CONSTRAINT "time_away_allocations_employee_id_request_type_pk" PRIMARY KEY("employee_id","request_type"),
	CONSTRAINT "time_away_allocations_request_type_check" CHECK ("time_away_allocations"."request_type" in ('Vacation_Salary', 'Carry_Over', 'Sick', 'Personal Day', 'Float', 'Volunteer Day', 'Vacation')),
	CONSTRAINT "time_away_allocations_days_check" CHECK ("time_away_allocations"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_away_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"entry_type" text NOT NULL,
	"status" text NOT NULL,
	"request_type" text NOT NULL,
	"request_status" text NOT NULL,
	"away_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_away_entries_status_check" CHECK ("time_away_entries"."status" in ('Booked', 'Taken')),
	CONSTRAINT "time_away_entries_request_type_check" CHECK ("time_away_entries"."request_type" in ('Vacation_Salary', 'Carry_Over', 'Sick', 'Personal Day', 'Float', 'Volunteer Day', 'Vacation'))
);
--> statement-breakpoint
ALTER TABLE "time_away_allocations" ADD CONSTRAINT "time_away_allocations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_away_entries" ADD CONSTRAINT "time_away_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_away_entries_employee_idx" ON "time_away_entries" USING btree ("employee_id","request_type","away_on");--> statement-breakpoint
CREATE INDEX "time_away_entries_away_on_idx" ON "time_away_entries" USING btree ("away_on","employee_id");