ALTER TABLE "subscriptions" ADD COLUMN "first_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "subscriptions" SET "first_confirmed_at" = "confirmed_at";--> statement-breakpoint
-- The earliest confirmation a membership ever had: leaving and joining again (confirmed_at reset) keeps it.
CREATE FUNCTION "subscriptions_keep_first_confirmed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."first_confirmed_at" := NEW."confirmed_at";
  ELSE
    NEW."first_confirmed_at" := least(OLD."first_confirmed_at", NEW."confirmed_at");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_keep_first_confirmed" BEFORE INSERT OR UPDATE OF "confirmed_at", "first_confirmed_at" ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscriptions_keep_first_confirmed"();
