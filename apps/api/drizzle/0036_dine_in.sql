CREATE TABLE "dine_in_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"tab_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"kind" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dine_in_calls_kind_valid" CHECK ("dine_in_calls"."kind" IN ('staff', 'bill'))
);
--> statement-breakpoint
CREATE TABLE "dine_in_guests" (
	"id" text PRIMARY KEY NOT NULL,
	"tab_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dine_in_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"token" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dine_in_tables_seats_range" CHECK ("dine_in_tables"."seats" BETWEEN 1 AND 50),
	CONSTRAINT "dine_in_tables_removed_no_token" CHECK ("dine_in_tables"."removed_at" IS NULL OR "dine_in_tables"."token" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "dine_in_tabs" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"paid_method" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"bill_asked_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dine_in_tabs_status_valid" CHECK ("dine_in_tabs"."status" IN ('open', 'bill_asked', 'paid', 'closed')),
	CONSTRAINT "dine_in_tabs_paid_method_valid" CHECK ("dine_in_tabs"."paid_method" IS NULL OR "dine_in_tabs"."paid_method" IN ('cash', 'card', 'upi', 'online')),
	CONSTRAINT "dine_in_tabs_paid_range" CHECK ("dine_in_tabs"."paid_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_id" text;--> statement-breakpoint
ALTER TABLE "dine_in_calls" ADD CONSTRAINT "dine_in_calls_tab_id_dine_in_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."dine_in_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_calls" ADD CONSTRAINT "dine_in_calls_guest_id_dine_in_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."dine_in_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_calls" ADD CONSTRAINT "dine_in_calls_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_guests" ADD CONSTRAINT "dine_in_guests_tab_id_dine_in_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."dine_in_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_guests" ADD CONSTRAINT "dine_in_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_tabs" ADD CONSTRAINT "dine_in_tabs_table_id_dine_in_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dine_in_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_tabs" ADD CONSTRAINT "dine_in_tabs_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_tabs" ADD CONSTRAINT "dine_in_tabs_merged_into_dine_in_tabs_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."dine_in_tabs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dine_in_calls_open_idx" ON "dine_in_calls" USING btree ("created_at") WHERE "dine_in_calls"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dine_in_guests_tab_idx" ON "dine_in_guests" USING btree ("tab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dine_in_tables_token_idx" ON "dine_in_tables" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "dine_in_tables_name_idx" ON "dine_in_tables" USING btree (lower("name")) WHERE "dine_in_tables"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dine_in_tabs_one_open_idx" ON "dine_in_tabs" USING btree ("table_id") WHERE "dine_in_tabs"."status" <> 'closed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tab_id_dine_in_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."dine_in_tabs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tab_idx" ON "orders" USING btree ("tab_id") WHERE "orders"."tab_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_valid" CHECK ("order_status_history"."status" IN ('awaiting_payment','placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','served','cancelled','rejected','expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dine_in_on_tab" CHECK (("orders"."fulfilment" = 'dine_in') = ("orders"."tab_id" IS NOT NULL) AND ("orders"."fulfilment" = 'dine_in') = ("orders"."payment_method" = 'pay_at_table'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('awaiting_payment','placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','served','cancelled','rejected','expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_valid" CHECK ("orders"."fulfilment" IN ('delivery', 'pickup', 'dine_in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_valid" CHECK ("orders"."payment_method" IN ('cash_on_delivery', 'pay_at_pickup', 'online', 'pay_at_table'));