CREATE TABLE "launch_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"per_day" integer NOT NULL,
	"invitation_days" integer NOT NULL,
	"refill" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_settings_one_row" CHECK ("launch_settings"."id" = 1),
	CONSTRAINT "launch_settings_per_day_check" CHECK ("launch_settings"."per_day" between 0 and 1000000),
	CONSTRAINT "launch_settings_days_check" CHECK ("launch_settings"."invitation_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "launch_invitations" ADD COLUMN "expiry_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "launch_invitations_untold_idx" ON "launch_invitations" USING btree ("expires_at") WHERE "launch_invitations"."accepted_at" is null and "launch_invitations"."expiry_told_at" is null;--> statement-breakpoint
-- Expiries told before this column (by the deliveries of the earlier check) are marked told, so none is told twice.
UPDATE "launch_invitations" i SET "expiry_told_at" = now() WHERE EXISTS (SELECT 1 FROM "webhook_deliveries" d WHERE d."event_type" = 'invitation.expired' AND d."payload"->'data'->>'invitation' = i."public_id"::text);
