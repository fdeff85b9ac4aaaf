CREATE TABLE "delivery_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postcodes" text[] NOT NULL,
	"delivery_fee_minor" integer,
	"minimum_order_minor" integer,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_money_non_negative" CHECK (coalesce("delivery_areas"."delivery_fee_minor", 0) >= 0 AND coalesce("delivery_areas"."minimum_order_minor", 0) >= 0),
	CONSTRAINT "delivery_areas_extra_minutes_range" CHECK ("delivery_areas"."extra_minutes" BETWEEN 0 AND 240)
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_name_idx" ON "delivery_areas" USING btree (lower("name"));--> statement-breakpoint
-- hand-written
-- An installation that already takes orders keeps delivering where it did: the seeded
-- restaurant's city, every Bengaluru PIN code (560*), at the standard fee and minimum. A new
-- installation gets the same area from the seed when it creates the settings row.
INSERT INTO "delivery_areas" ("id", "name", "postcodes")
SELECT 'bengaluru', 'Bengaluru', ARRAY['560*']
WHERE EXISTS (SELECT 1 FROM "restaurant_settings");
