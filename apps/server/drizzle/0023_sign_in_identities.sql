CREATE TABLE "sign_in_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"email" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "sign_in_identities_employee_issuer" UNIQUE("employee_id","issuer")
);
--> statement-breakpoint
ALTER TABLE "sign_in_identities" ADD CONSTRAINT "sign_in_identities_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_identities_email_idx" ON "sign_in_identities" USING btree (lower("email"));