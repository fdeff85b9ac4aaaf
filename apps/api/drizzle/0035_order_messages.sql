CREATE TABLE "message_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_jobs_channel_valid" CHECK ("message_jobs"."channel" IN ('sms', 'whatsapp')),
	CONSTRAINT "message_jobs_state_valid" CHECK ("message_jobs"."state" IN ('pending', 'sent', 'failed', 'opted_out'))
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dlt_entity_id" text DEFAULT '' NOT NULL,
	"sms_dlt_template_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"whatsapp_templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_one_row" CHECK ("message_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_updates" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updates_channel" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD CONSTRAINT "message_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_jobs_once_idx" ON "message_jobs" USING btree ("order_id","status","channel");--> statement-breakpoint
CREATE INDEX "message_jobs_due_idx" ON "message_jobs" USING btree ("state","run_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_order_updates_valid" CHECK ("users"."order_updates" IN ('whatsapp', 'sms', 'none'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_updates_channel_valid" CHECK ("orders"."updates_channel" IN ('whatsapp', 'sms', 'none'));