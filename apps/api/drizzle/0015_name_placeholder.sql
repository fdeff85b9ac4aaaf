ALTER TABLE "users" ADD COLUMN "name_is_placeholder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written
-- Phone sign-ups made before this column were named "Guest NNNN" with no email: mark them so
-- they are asked for a name too.
UPDATE "users" SET "name_is_placeholder" = true
WHERE "email" IS NULL AND "name" ~ '^Guest [0-9]{4}$';
