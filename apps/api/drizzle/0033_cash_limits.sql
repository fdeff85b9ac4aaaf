ALTER TABLE "restaurant_settings" DROP CONSTRAINT "restaurant_settings_money_non_negative";--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "cash_on_delivery_max_minor" integer;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "cash_on_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_money_non_negative" CHECK ("restaurant_settings"."delivery_fee_minor" >= 0 AND "restaurant_settings"."minimum_delivery_order_minor" >= 0 AND coalesce("restaurant_settings"."free_delivery_from_minor", 0) >= 0 AND coalesce("restaurant_settings"."cash_on_delivery_max_minor", 0) >= 0);