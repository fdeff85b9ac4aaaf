ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_role_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_lat" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_lng" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "destination_lng" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id") WHERE "orders"."rider_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" IN ('customer', 'staff', 'admin', 'rider'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_position_whole" CHECK (("orders"."rider_lat" IS NULL) = ("orders"."rider_lng" IS NULL) AND ("orders"."rider_lat" IS NULL) = ("orders"."rider_position_at" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_position_only_out" CHECK ("orders"."rider_lat" IS NULL OR "orders"."status" = 'out_for_delivery');--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_valid" CHECK ("staff_invitations"."role" IN ('staff', 'admin', 'rider'));