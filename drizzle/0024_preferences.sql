ALTER TABLE "newsletters" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "recipients" integer;