CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"background_image" text NOT NULL,
	"visible_from" date NOT NULL,
	"visible_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_author_idx" ON "news_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "news_posts_window_idx" ON "news_posts" USING btree ("visible_from","visible_to");