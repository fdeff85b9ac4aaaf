ALTER TABLE "payment_links" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "made_outside" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_provider_order_idx" ON "payment_links" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("created_at") WHERE "payment_links"."status" = 'created';