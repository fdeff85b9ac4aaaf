CREATE TABLE "food_option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"food_id" text NOT NULL,
	"name" text NOT NULL,
	"min_picks" integer DEFAULT 0 NOT NULL,
	"max_picks" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_option_groups_picks" CHECK ("food_option_groups"."min_picks" >= 0 AND "food_option_groups"."max_picks" >= 1 AND "food_option_groups"."min_picks" <= "food_option_groups"."max_picks")
);
--> statement-breakpoint
CREATE TABLE "food_options" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"price_delta_minor" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_options_price_delta" CHECK ("food_options"."price_delta_minor" >= 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_user_food_size_idx";--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "meat" text DEFAULT 'unstated' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "animal_products" text DEFAULT 'unstated' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "nuts" text DEFAULT 'unstated' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "food_option_groups" ADD CONSTRAINT "food_option_groups_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_options" ADD CONSTRAINT "food_options_group_id_food_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."food_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_option_groups_food_idx" ON "food_option_groups" USING btree ("food_id","sort_order");--> statement-breakpoint
CREATE INDEX "food_options_group_idx" ON "food_options" USING btree ("group_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_food_size_options_idx" ON "cart_items" USING btree ("user_id","food_id","size","options_key");--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_meat_fact" CHECK ("foods"."meat" IN ('contains','free','unstated'));--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_animal_products_fact" CHECK ("foods"."animal_products" IN ('contains','free','unstated'));--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_nuts_fact" CHECK ("foods"."nuts" IN ('contains','free','unstated'));--> statement-breakpoint
-- hand-written
-- Decision 0049: today's booleans become three-state facts without any dish gaining a claim
-- nobody made. A ticked box was a statement (vegetarian, vegan: free of; nuts: contains); an
-- unticked box said nothing, so it becomes 'unstated' (it no longer shows "Nut-free").
UPDATE "foods" SET
  "meat" = CASE WHEN "is_veg" OR "is_vegan" THEN 'free' ELSE 'unstated' END,
  "animal_products" = CASE WHEN "is_vegan" THEN 'free' ELSE 'unstated' END,
  "nuts" = CASE WHEN "contains_nuts" THEN 'contains' ELSE 'unstated' END;
