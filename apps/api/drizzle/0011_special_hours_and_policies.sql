ALTER TABLE "restaurant_settings" ADD COLUMN "special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "grievance_officer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "grievance_officer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "grievance_officer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "refund_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written
-- The seeded installation's grievance officer: the restaurant's own phone until the owner names one.
UPDATE "restaurant_settings" SET "grievance_officer_name" = 'Grievance Officer, NineToNine Kitchen', "grievance_officer_phone" = "phone" WHERE "grievance_officer_name" = '';
