CREATE TABLE "approval_substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"substitute_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"set_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_substitutions_not_self" CHECK ("approval_substitutions"."person_id" <> "approval_substitutions"."substitute_id"),
	CONSTRAINT "approval_substitutions_order" CHECK ("approval_substitutions"."last_day" >= "approval_substitutions"."first_day")
);
--> statement-breakpoint
ALTER TABLE "request_approvals" ADD COLUMN "on_behalf_of_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_substitutions" ADD CONSTRAINT "approval_substitutions_person_id_employees_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_substitutions" ADD CONSTRAINT "approval_substitutions_substitute_id_employees_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_substitutions" ADD CONSTRAINT "approval_substitutions_set_by_id_employees_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_substitutions_person_idx" ON "approval_substitutions" USING btree ("person_id","last_day","first_day");--> statement-breakpoint
CREATE INDEX "approval_substitutions_substitute_idx" ON "approval_substitutions" USING btree ("substitute_id","last_day","first_day");--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_on_behalf_of_id_employees_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;