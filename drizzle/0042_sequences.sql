CREATE TABLE "campaign_link_clicks" (
	"campaign" text NOT NULL,
	"link" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_link_clicks_pk" PRIMARY KEY("campaign","link")
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"per_person_tracking" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_one_row" CHECK ("mail_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sequence_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"day" integer NOT NULL,
	"subject" text NOT NULL,
	"markdown" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "sequence_steps_list_check" CHECK ("sequence_steps"."list" in ('launch', 'newsletter')),
	CONSTRAINT "sequence_steps_day_check" CHECK ("sequence_steps"."day" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "messages" drop column "campaign";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "campaign" text GENERATED ALWAYS AS (case kind when 'newsletter' then 'newsletter:' || coalesce(payload->>'newsletterId', '?')
          when 'launch' then 'launch'
          when 'course_opened' then 'course_opened:' || coalesce(payload->>'courseId', '?')
          when 'asked_class_open' then 'asked_class_open:' || coalesce(payload->>'courseId', '?')
          when 'invitation' then 'invitation:' || coalesce(payload->>'waveId', '?')
          when 'sequence' then 'sequence:' || coalesce(payload->>'stepId', '?')
          else kind end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "include_sequence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("campaign","status");--> statement-breakpoint
-- A launch wave is a campaign of its own now (invitation:<wave id>): the events and unsubscribes already counted follow their message.
UPDATE "mail_events" e SET "campaign" = m."campaign" FROM "messages" m WHERE e."message_id" = m."id" AND e."campaign" = 'invitation';--> statement-breakpoint
UPDATE "campaign_unsubscribes" c SET "campaign" = m."campaign" FROM "messages" m WHERE c."message_id" = m."id" AND c."campaign" = 'invitation';
