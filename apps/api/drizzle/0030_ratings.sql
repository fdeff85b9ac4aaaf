CREATE TABLE "dish_rating_totals" (
	"food_id" text PRIMARY KEY NOT NULL,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	CONSTRAINT "dish_rating_totals_counts" CHECK ("dish_rating_totals"."up" >= 0 AND "dish_rating_totals"."down" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dish_ratings" (
	"rating_id" text NOT NULL,
	"food_id" text NOT NULL,
	"name" text NOT NULL,
	"liked" boolean NOT NULL,
	CONSTRAINT "dish_ratings_rating_id_food_id_pk" PRIMARY KEY("rating_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_stars_range" CHECK ("order_ratings"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "order_ratings_comment_length" CHECK (char_length("order_ratings"."comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "rating_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"rating_id" text NOT NULL,
	"text" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_replies_text_length" CHECK (char_length("rating_replies"."text") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "dish_rating_totals" ADD CONSTRAINT "dish_rating_totals_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ratings" ADD CONSTRAINT "dish_ratings_rating_id_order_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."order_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ratings" ADD CONSTRAINT "dish_ratings_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_replies" ADD CONSTRAINT "rating_replies_rating_id_order_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."order_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_replies" ADD CONSTRAINT "rating_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dish_ratings_food_idx" ON "dish_ratings" USING btree ("food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_idx" ON "order_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_ratings_created_idx" ON "order_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rating_replies_rating_idx" ON "rating_replies" USING btree ("rating_id","created_at");