CREATE TABLE "mail_campaign_pauses" (
	"campaign" text PRIMARY KEY NOT NULL,
	"paused_at" timestamp with time zone,
	"reason" text,
	"resumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"message_id" integer,
	"campaign" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_events_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "mail_events_kind_check" CHECK ("mail_events"."kind" in ('hard_bounce', 'soft_bounce', 'complaint')),
	CONSTRAINT "mail_events_source_check" CHECK ("mail_events"."source" in ('smtp', 'ses', 'postmark', 'sendgrid', 'mailgun', 'dsn'))
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lift_reason" text,
	CONSTRAINT "suppressions_reason_check" CHECK ("suppressions"."reason" in ('hard_bounce', 'soft_bounces', 'complaint'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_status_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "campaign" text GENERATED ALWAYS AS (case kind when 'newsletter' then 'newsletter:' || coalesce(payload->>'newsletterId', '?')
          when 'launch' then 'launch'
          when 'course_opened' then 'course_opened:' || coalesce(payload->>'courseId', '?')
          when 'asked_class_open' then 'asked_class_open:' || coalesce(payload->>'courseId', '?')
          else kind end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_events_email_idx" ON "mail_events" USING btree ("email","kind");--> statement-breakpoint
CREATE INDEX "mail_events_campaign_idx" ON "mail_events" USING btree ("campaign","kind");--> statement-breakpoint
CREATE INDEX "mail_events_created_idx" ON "mail_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_live_email_idx" ON "suppressions" USING btree ("email") WHERE "suppressions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("campaign","status");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sending', 'sent', 'retrying', 'failed', 'dropped', 'paused'));;--> statement-breakpoint
-- Addresses already refused for good (5xx) before suppressions existed are suppressed like new ones.
INSERT INTO "suppressions" ("email", "reason", "detail", "created_at")
  SELECT "email", 'hard_bounce', 'refused by the mail server (marked undeliverable before suppressions existed)', "undeliverable_at" FROM "subscribers" WHERE "undeliverable_at" IS NOT NULL;