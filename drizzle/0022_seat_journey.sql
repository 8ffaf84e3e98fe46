ALTER TABLE "courses" ADD COLUMN "joining_url" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "time_zone" text;