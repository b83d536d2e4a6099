CREATE TABLE "employee_profiles" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"job_title" text,
	"department" text,
	"birthdate" date,
	"about_me" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_employee_id_notification_id_pk" PRIMARY KEY("employee_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "employee_roles" DROP CONSTRAINT "employee_roles_role_check";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "employee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_everyone_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."employee_id" is null;--> statement-breakpoint
-- What people said about themselves moves to their self-service profile.
INSERT INTO "employee_profiles" ("employee_id", "birthdate", "about_me")
  SELECT "id", "birthdate", "about_me" FROM "employees"
  WHERE "birthdate" IS NOT NULL OR "about_me" IS NOT NULL;--> statement-breakpoint
-- A request cancelled while a step waited no longer waits: no step shows Pending, and its
-- open Approval History line is closed as Cancelled.
UPDATE "service_requests" SET "purchase_approval_status" = 'Cancelled'
  WHERE "status" = 'Cancelled' AND "purchase_approval_status" = 'Pending Approval';--> statement-breakpoint
UPDATE "service_requests" SET "pre_approval_status" = 'Cancelled'
  WHERE "status" = 'Cancelled' AND "pre_approval_status" = 'Pending Approval';--> statement-breakpoint
UPDATE "service_requests" SET "estimate_approval_status" = 'Cancelled'
  WHERE "status" = 'Cancelled' AND "estimate_approval_status" IN ('Pending Approval', 'Pending Estimate');--> statement-breakpoint
UPDATE "request_approvals" SET "status" = 'Cancelled', "completed_at" = now()
  WHERE "status" = 'Pending'
    AND "request_id" IN (SELECT "id" FROM "service_requests" WHERE "status" = 'Cancelled');--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "birthdate";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "about_me";--> statement-breakpoint
ALTER TABLE "employee_roles" ADD CONSTRAINT "employee_roles_role_check" CHECK ("employee_roles"."role" in ('ELT', 'Admin', 'HR', 'IT desk'));