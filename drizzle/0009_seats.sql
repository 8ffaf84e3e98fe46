CREATE TABLE "seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"course_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "seats_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "seats_course_subscriber_unique" UNIQUE("course_id","subscriber_id"),
	CONSTRAINT "seats_state_check" CHECK ("seats"."state" in ('pending', 'held', 'waiting', 'released'))
);
--> statement-breakpoint
-- Every course gets a page, /courses/{slug}: existing ones take their slug from the title (their
-- titles are unique, and so are these slugs for the seeded nine).
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "courses" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'course') || CASE WHEN EXISTS (
  SELECT 1 FROM "courses" o WHERE o."id" < "courses"."id"
    AND trim(both '-' from regexp_replace(lower(o."title"), '[^a-z0-9]+', '-', 'g')) = trim(both '-' from regexp_replace(lower("courses"."title"), '[^a-z0-9]+', '-', 'g'))
) THEN '-' || "id" ELSE '' END;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "class_size" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
-- The seeded nine start in January 2027, one a weekday evening in Singapore (7 pm, UTC+8), in turn.
UPDATE "courses" SET "starts_at" = timestamptz '2027-01-11 19:00:00+08' + ("id" - 1) * interval '1 day' + (("id" - 1) / 5) * interval '2 days' WHERE "id" BETWEEN 1 AND 9;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seats_course_state_idx" ON "seats" USING btree ("course_id","state","confirmed_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_class_size_check" CHECK ("courses"."class_size" between 1 and 25);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_slug_check" CHECK ("courses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
-- The landing page's cards say whether an opened course still has seats: whatever changes the number
-- of held seats tells the page caches, as a course change does (0008).
CREATE TRIGGER seats_held_changed AFTER UPDATE OF "state" ON "seats" FOR EACH ROW
  WHEN ((OLD."state" = 'held') IS DISTINCT FROM (NEW."state" = 'held')) EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER seats_held_deleted AFTER DELETE ON "seats" FOR EACH ROW WHEN (OLD."state" = 'held') EXECUTE FUNCTION notify_catalog_changed();
