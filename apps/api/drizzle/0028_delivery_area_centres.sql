ALTER TABLE "delivery_areas" ADD COLUMN "centre_lat" double precision;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "centre_lng" double precision;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "centre_radius_m" integer;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD COLUMN "centre_postcode" text;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_centre_whole" CHECK (num_nulls("delivery_areas"."centre_lat", "delivery_areas"."centre_lng", "delivery_areas"."centre_radius_m", "delivery_areas"."centre_postcode") IN (0, 4));--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_centre_range" CHECK ("delivery_areas"."centre_lat" BETWEEN -90 AND 90 AND "delivery_areas"."centre_lng" BETWEEN -180 AND 180 AND "delivery_areas"."centre_radius_m" BETWEEN 100 AND 100000);