CREATE TABLE "demand_alert_keys" (
	"threshold_id" integer NOT NULL,
	"key" text NOT NULL,
	"alert_id" integer NOT NULL,
	CONSTRAINT "demand_alert_keys_threshold_id_key_pk" PRIMARY KEY("threshold_id","key")
);
--> statement-breakpoint
CREATE TABLE "demand_alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"people" integer NOT NULL,
	"window_days" integer NOT NULL,
	"emails" text[] NOT NULL,
	"threshold_id" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_alert_settings_one_row" CHECK ("demand_alert_settings"."id" = 1),
	CONSTRAINT "demand_alert_settings_people_check" CHECK ("demand_alert_settings"."people" between 1 and 100000),
	CONSTRAINT "demand_alert_settings_window_check" CHECK ("demand_alert_settings"."window_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "demand_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"threshold_id" integer NOT NULL,
	"people" integer NOT NULL,
	"window_days" integer NOT NULL,
	"group_key" text NOT NULL,
	"concept" text NOT NULL,
	"count" integer NOT NULL,
	"searches" integer NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "subscriber_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "demand_alert_keys" ADD CONSTRAINT "demand_alert_keys_alert_id_demand_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."demand_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_alert_keys_alert_idx" ON "demand_alert_keys" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "demand_alerts_threshold_idx" ON "demand_alerts" USING btree ("threshold_id","alerted_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_check" CHECK (("messages"."subscriber_id" is null) = ("messages"."recipient" is not null));