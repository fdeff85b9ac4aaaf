CREATE TABLE "image_renditions" (
	"picture_id" text NOT NULL,
	"width" integer NOT NULL,
	"image_id" text NOT NULL,
	CONSTRAINT "image_renditions_picture_id_width_pk" PRIMARY KEY("picture_id","width")
);
--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "available_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_category_name_unique" ON "foods" USING btree ("category_id",lower("name")) WHERE "foods"."deleted_at" IS NULL;