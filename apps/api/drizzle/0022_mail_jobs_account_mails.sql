ALTER TABLE "mail_jobs" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_jobs" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "mail" jsonb;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_kind_valid" CHECK (("mail_jobs"."kind" = 'order' AND "mail_jobs"."order_id" IS NOT NULL AND "mail_jobs"."status" IS NOT NULL) OR ("mail_jobs"."kind" = 'account' AND "mail_jobs"."order_id" IS NULL));