ALTER TABLE "message_jobs" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD COLUMN "delivery_error_code" integer;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD CONSTRAINT "message_jobs_delivery_status_valid" CHECK ("message_jobs"."delivery_status" IN ('queued', 'sent', 'delivered', 'undelivered', 'failed', 'read'));