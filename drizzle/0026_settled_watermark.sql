ALTER TABLE "course_asker_state" ADD COLUMN "pending_search_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "course_asker_state" ADD COLUMN "mark_search_id" integer;--> statement-breakpoint
ALTER TABLE "course_asker_state" ADD COLUMN "mark_writers" text[];--> statement-breakpoint
ALTER TABLE "course_asker_state" ADD COLUMN "browsers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_asker_state" ADD COLUMN "searches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_askers" ADD COLUMN "subscriber_id" integer;--> statement-breakpoint
CREATE INDEX "course_askers_linked_idx" ON "course_askers" USING btree ("course_id","subscriber_id") WHERE "course_askers"."subscriber_id" is not null;--> statement-breakpoint
CREATE INDEX "course_askers_visitor_idx" ON "course_askers" USING btree ("visitor_id");--> statement-breakpoint
-- Hand-written below: the totals of the rows already held, their subscribers, and the trigger that
-- keeps course_askers.subscriber_id equal to the browser's (visitors.subscriber_id).
UPDATE "course_asker_state" s SET "browsers" = t.browsers, "searches" = t.searches
FROM (SELECT course_id, count(*)::int AS browsers, coalesce(sum(searches), 0)::int AS searches FROM "course_askers" GROUP BY course_id) t
WHERE t.course_id = s.course_id;--> statement-breakpoint
UPDATE "course_askers" ca SET "subscriber_id" = v.subscriber_id FROM "visitors" v WHERE v.id = ca.visitor_id AND v.subscriber_id IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "course_askers_follow_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "course_askers" SET "subscriber_id" = NEW.subscriber_id WHERE "visitor_id" = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "course_askers_follow_link" AFTER UPDATE OF "subscriber_id" ON "visitors"
FOR EACH ROW WHEN (OLD.subscriber_id IS DISTINCT FROM NEW.subscriber_id) EXECUTE FUNCTION "course_askers_follow_link"();
--> statement-breakpoint
-- The new column's statistics at once (the count's plan reads them; autovacuum would gather them later).
ANALYZE "course_askers";
