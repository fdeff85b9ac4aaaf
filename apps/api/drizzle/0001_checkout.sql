CREATE TABLE "restaurant_settings" (
	"id" text PRIMARY KEY DEFAULT 'main' NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"last_order_minutes" integer DEFAULT 30 NOT NULL,
	"preparation_minutes" integer DEFAULT 25 NOT NULL,
	"delivery_minutes" integer DEFAULT 30 NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"delivery_fee_minor" integer DEFAULT 0 NOT NULL,
	"free_delivery_from_minor" integer,
	"minimum_delivery_order_minor" integer DEFAULT 0 NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"accepting_orders" boolean DEFAULT true NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "restaurant_settings_single_row" CHECK ("restaurant_settings"."id" = 'main'),
	CONSTRAINT "restaurant_settings_money_non_negative" CHECK ("restaurant_settings"."delivery_fee_minor" >= 0 AND "restaurant_settings"."minimum_delivery_order_minor" >= 0 AND coalesce("restaurant_settings"."free_delivery_from_minor", 0) >= 0),
	CONSTRAINT "restaurant_settings_tax_range" CHECK ("restaurant_settings"."tax_rate_basis_points" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"food_id" text NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_minor" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_range" CHECK ("order_lines"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."line_total_minor" = "order_lines"."unit_price_minor" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_valid" CHECK ("order_status_history"."status" IN ('placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','cancelled','rejected'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"number_day" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"fulfilment" text NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"delivery_fee_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"tax_included" boolean NOT NULL,
	"total_minor" integer NOT NULL,
	"offer_id" text,
	"coupon_code" text,
	"address" jsonb,
	"pickup_address" text,
	"scheduled_for" timestamp with time zone,
	"estimated_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','cancelled','rejected')),
	CONSTRAINT "orders_fulfilment_valid" CHECK ("orders"."fulfilment" IN ('delivery', 'pickup')),
	CONSTRAINT "orders_payment_valid" CHECK ("orders"."payment_method" IN ('cash_on_delivery', 'pay_at_pickup')),
	CONSTRAINT "orders_delivery_has_address" CHECK ("orders"."fulfilment" <> 'delivery' OR "orders"."address" IS NOT NULL),
	CONSTRAINT "orders_totals_consistent" CHECK ("orders"."total_minor" >= 0 AND "orders"."discount_minor" >= 0 AND "orders"."subtotal_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applies_to" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_discount_minor" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "usage_limit_total" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_order_idx" ON "offer_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_user_idx" ON "offer_redemptions" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_day_number_idx" ON "orders" USING btree ("number_day","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_type_valid" CHECK ("offers"."discount_type" IN ('percent', 'amount'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_value_range" CHECK ("offers"."discount_value" > 0 AND ("offers"."discount_type" <> 'percent' OR "offers"."discount_value" <= 100));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_applies_to_valid" CHECK ("offers"."applies_to" IN ('any', 'delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_usage_within_limit" CHECK ("offers"."usage_limit_total" IS NULL OR "offers"."times_used" <= "offers"."usage_limit_total");