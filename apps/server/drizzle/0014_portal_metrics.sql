CREATE TABLE "portal_last_visits" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_page_view_days" (
	"day" date NOT NULL,
	"area" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "portal_page_view_days_day_area_pk" PRIMARY KEY("day","area")
);
--> statement-breakpoint
CREATE TABLE "portal_visit_days" (
	"day" date NOT NULL,
	"company_id" uuid,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "portal_visit_days_key" UNIQUE NULLS NOT DISTINCT("day","company_id","browser","device")
);
--> statement-breakpoint
CREATE TABLE "portal_visitor_months" (
	"month" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid,
	"visits" integer NOT NULL,
	CONSTRAINT "portal_visitor_months_key" UNIQUE NULLS NOT DISTINCT("month","employee_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "portal_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	CONSTRAINT "portal_visits_device_check" CHECK ("portal_visits"."device" in ('Desktop', 'Mobile'))
);
--> statement-breakpoint
ALTER TABLE "portal_last_visits" ADD CONSTRAINT "portal_last_visits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visit_days" ADD CONSTRAINT "portal_visit_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_months" ADD CONSTRAINT "portal_visitor_months_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visitor_months" ADD CONSTRAINT "portal_visitor_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visits" ADD CONSTRAINT "portal_visits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_visits" ADD CONSTRAINT "portal_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_visits_visited_at_idx" ON "portal_visits" USING btree ("visited_at","employee_id","company_id");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at","requested_for_id");