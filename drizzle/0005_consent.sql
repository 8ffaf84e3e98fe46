ALTER TABLE "messages" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('pending', 'active', 'ended'));--> statement-breakpoint
-- Consent now lives on each membership. What confirmed subscribers had stays active; what pending
-- ones asked for waits for their click.
UPDATE "subscriptions" AS x SET "state" = 'active', "confirmed_at" = s."confirmed_at" FROM "subscribers" AS s WHERE s."id" = x."subscriber_id" AND s."status" = 'confirmed';--> statement-breakpoint
-- Register clicks from a browser linked to an address used to count as that address's course list
-- (the old rule of who hears that a course opened). Written down as memberships, so no promise made
-- under the old rule is dropped.
INSERT INTO "subscriptions" ("subscriber_id", "list", "course_id", "state", "confirmed_at")
SELECT DISTINCT ON (v."subscriber_id", ci."course_id") v."subscriber_id", 'course', ci."course_id",
       CASE WHEN s."status" = 'confirmed' THEN 'active' ELSE 'pending' END,
       CASE WHEN s."status" = 'confirmed' THEN s."confirmed_at" END
FROM "course_interests" ci JOIN "visitors" v ON v."id" = ci."visitor_id" JOIN "subscribers" s ON s."id" = v."subscriber_id"
WHERE s."status" <> 'unsubscribed'
ON CONFLICT DO NOTHING;
