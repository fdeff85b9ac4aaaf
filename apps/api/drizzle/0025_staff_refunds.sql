DROP INDEX "payment_refunds_payment_idx";--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "retry_of" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_retry_idx" ON "payment_refunds" USING btree ("retry_of");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_idx" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("provider_payment_id") WHERE "payment_refunds"."requested_by" IS NULL AND "payment_refunds"."retry_of" IS NULL AND "payment_refunds"."made_outside" = false;