-- The audit log is append-only (issue 18, item 7; decision 0035): the database refuses to
-- change or remove an entry, whatever statement the application (or a mistake in it) sends.
-- One exception: the foreign key's ON DELETE SET NULL, when an actor's account is deleted,
-- clears that entry's actor id and nothing else (the label written at the time stays).
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."actor_user_id" IS NOT NULL
    AND NEW."actor_user_id" IS NULL
    AND (NEW."id", NEW."actor_label", NEW."action", NEW."entity_type", NEW."entity_id",
         NEW."before", NEW."after", NEW."at")
      IS NOT DISTINCT FROM
        (OLD."id", OLD."actor_label", OLD."action", OLD."entity_type", OLD."entity_id",
         OLD."before", OLD."after", OLD."at")
    AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = OLD."actor_user_id")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate"
  BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
