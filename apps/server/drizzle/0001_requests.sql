CREATE SEQUENCE "public"."service_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"billing_street" text,
	"billing_city" text,
	"billing_state" text,
	"billing_postal_code" text,
	"billing_country" text
);
--> statement-breakpoint
CREATE TABLE "attachment_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" uuid,
	"announcement_id" uuid,
	"training_id" uuid
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text,
	"project_manager_id" uuid,
	"purchase_manager_id" uuid,
	"account_id" uuid,
	"purchase_approver_id" uuid,
	"secondary_purchase_approver_id" uuid,
	"pre_approver_id" uuid,
	"estimate_approver_id" uuid,
	"email" text,
	"phone" text,
	"payment_terms" text,
	"currency" text DEFAULT 'CAD' NOT NULL,
	CONSTRAINT "projects_project_code_unique" UNIQUE("project_code"),
	CONSTRAINT "projects_id_shape" CHECK ("projects"."id" ~ '^([A-Za-z0-9]{15}|[A-Za-z0-9]{18})$')
);
--> statement-breakpoint
CREATE TABLE "request_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"step" text NOT NULL,
	"approver_id" uuid,
	"actor_id" uuid,
	"status" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "request_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"request_type" text NOT NULL,
	CONSTRAINT "request_categories_name_type" UNIQUE("name","request_type")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT 'SR-' || lpad(nextval('service_request_number_seq')::text, 6, '0') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid NOT NULL,
	"requested_for_id" uuid NOT NULL,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"project_id" text,
	"priority" text NOT NULL,
	"needed_by" date NOT NULL,
	"description" text NOT NULL,
	"request_details" text NOT NULL,
	"delivery_details" text,
	"product_brand" text,
	"product_model" text,
	"product_quantity" numeric(8, 2),
	"project_title" text,
	"project_type" text,
	"project_importance" text,
	"project_problem" text,
	"project_goals" text,
	"project_success" text,
	"project_budget" text,
	"delivered_date" date,
	"purchase_approver_id" uuid,
	"secondary_purchase_approver_id" uuid,
	"purchase_approved_by_id" uuid,
	"purchase_approved_by_name" text,
	"purchase_approval_notes" text,
	"purchase_approval_status" text,
	"purchase_approved_on" timestamp with time zone,
	"pre_approver_id" uuid,
	"pre_approval_notes" text,
	"pre_approval_status" text,
	"pre_approved_on" timestamp with time zone,
	"estimate_approver_id" uuid,
	"estimate_approval_status" text,
	"estimate_approval_notes" text,
	"estimate_approved_on" timestamp with time zone,
	"send_estimate_approval" boolean DEFAULT false NOT NULL,
	"estimate_sent_on" timestamp with time zone,
	"estimated_hours" numeric(10, 2),
	"estimated_rate" numeric(10, 2),
	"estimated_cost" numeric(14, 2),
	"estimate_note" text,
	"status" text NOT NULL,
	"assigned_to_id" uuid,
	"estimated_completion" date,
	"completed_on" date,
	"status_notes" text,
	"priority_rank" integer,
	"submitted_by_is_pre_approver" boolean DEFAULT false NOT NULL,
	"submitted_by_is_purchase_approver" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_requests_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_employees_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_purchase_manager_id_employees_id_fk" FOREIGN KEY ("purchase_manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_purchase_approver_id_employees_id_fk" FOREIGN KEY ("purchase_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_secondary_purchase_approver_id_employees_id_fk" FOREIGN KEY ("secondary_purchase_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pre_approver_id_employees_id_fk" FOREIGN KEY ("pre_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_estimate_approver_id_employees_id_fk" FOREIGN KEY ("estimate_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_id_employees_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_for_id_employees_id_fk" FOREIGN KEY ("requested_for_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_category_id_request_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."request_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_purchase_approver_id_employees_id_fk" FOREIGN KEY ("purchase_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_secondary_purchase_approver_id_employees_id_fk" FOREIGN KEY ("secondary_purchase_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_purchase_approved_by_id_employees_id_fk" FOREIGN KEY ("purchase_approved_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_pre_approver_id_employees_id_fk" FOREIGN KEY ("pre_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_estimate_approver_id_employees_id_fk" FOREIGN KEY ("estimate_approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assigned_to_id_employees_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_employee_idx" ON "notifications" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("employee_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "request_approvals_request_idx" ON "request_approvals" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_attachments_request_idx" ON "request_attachments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_by_idx" ON "service_requests" USING btree ("created_by_id","name");--> statement-breakpoint
CREATE INDEX "service_requests_requested_for_idx" ON "service_requests" USING btree ("requested_for_id","name");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "service_requests_type_status_idx" ON "service_requests" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "service_requests_purchase_approver_idx" ON "service_requests" USING btree ("purchase_approver_id");--> statement-breakpoint
CREATE INDEX "service_requests_secondary_approver_idx" ON "service_requests" USING btree ("secondary_purchase_approver_id");--> statement-breakpoint
CREATE INDEX "service_requests_pre_approver_idx" ON "service_requests" USING btree ("pre_approver_id");--> statement-breakpoint
CREATE INDEX "service_requests_estimate_approver_idx" ON "service_requests" USING btree ("estimate_approver_id");--> statement-breakpoint
CREATE INDEX "service_requests_assigned_idx" ON "service_requests" USING btree ("assigned_to_id");