ALTER TABLE "restaurant_settings" ADD COLUMN "schedule_days_ahead" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contactless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_schedule_days" CHECK ("restaurant_settings"."schedule_days_ahead" BETWEEN 0 AND 7);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_delivery_only" CHECK ("orders"."tip_minor" >= 0 AND ("orders"."tip_minor" = 0 OR "orders"."fulfilment" = 'delivery'));