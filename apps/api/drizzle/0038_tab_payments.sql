ALTER TABLE "payment_links" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "tab_id" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_tab_id_dine_in_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."dine_in_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_tab_idx" ON "payment_links" USING btree ("tab_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_one_subject" CHECK (("payment_links"."order_id" IS NULL) <> ("payment_links"."tab_id" IS NULL));