CREATE TABLE "corporate_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region" text,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_doc_id" uuid,
	"form_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "library_attachments_one_owner" CHECK (num_nonnulls("library_attachments"."training_doc_id", "library_attachments"."form_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "training_docs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"training_type" text,
	"training_group" text DEFAULT '' NOT NULL,
	"region" text,
	"description" text DEFAULT '' NOT NULL,
	"video_url" text,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_forms" ADD CONSTRAINT "corporate_forms_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_attachments" ADD CONSTRAINT "library_attachments_training_doc_id_training_docs_id_fk" FOREIGN KEY ("training_doc_id") REFERENCES "public"."training_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_attachments" ADD CONSTRAINT "library_attachments_form_id_corporate_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."corporate_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_docs" ADD CONSTRAINT "training_docs_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_forms_list_idx" ON "corporate_forms" USING btree ("category","sub_category","name");--> statement-breakpoint
CREATE INDEX "corporate_forms_name_trgm_idx" ON "corporate_forms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_attachments_training_doc_idx" ON "library_attachments" USING btree ("training_doc_id");--> statement-breakpoint
CREATE INDEX "library_attachments_form_idx" ON "library_attachments" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "training_docs_list_idx" ON "training_docs" USING btree ("type","category","sub_category","created_at");--> statement-breakpoint
CREATE INDEX "training_docs_search_trgm_idx" ON "training_docs" USING gin (("name" || chr(31) || "description") gin_trgm_ops);