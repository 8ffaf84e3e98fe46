ALTER TABLE "launch_invitations" ADD COLUMN "refilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "launch_waves" ADD COLUMN "refill" boolean DEFAULT false NOT NULL;