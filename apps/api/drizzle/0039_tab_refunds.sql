ALTER TABLE "payment_refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "tab_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tab_id_dine_in_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."dine_in_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_tab_idx" ON "payment_refunds" USING btree ("tab_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_one_subject" CHECK (("payment_refunds"."order_id" IS NULL) <> ("payment_refunds"."tab_id" IS NULL));