ALTER TABLE "restaurant_settings" ADD COLUMN "locale" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;