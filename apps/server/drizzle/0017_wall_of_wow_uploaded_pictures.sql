ALTER TABLE "wall_of_wow" ALTER COLUMN "image_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "image_storage_key" text;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "image_file_name" text;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "image_content_type" text;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD COLUMN "image_size" integer;--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_image_storage_key_unique" UNIQUE("image_storage_key");--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_one_picture" CHECK ("wall_of_wow"."image_name" is null or "wall_of_wow"."image_storage_key" is null);--> statement-breakpoint
ALTER TABLE "wall_of_wow" ADD CONSTRAINT "wall_of_wow_uploaded_picture_whole" CHECK (("wall_of_wow"."image_storage_key" is null) = ("wall_of_wow"."image_file_name" is null)
        and ("wall_of_wow"."image_storage_key" is null) = ("wall_of_wow"."image_content_type" is null)
        and ("wall_of_wow"."image_storage_key" is null) = ("wall_of_wow"."image_size" is null));