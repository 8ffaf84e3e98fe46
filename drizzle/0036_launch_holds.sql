CREATE TABLE "launch_holds" (
	"subscriber_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_holds_reason_check" CHECK (length("launch_holds"."reason") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "launch_waves" ADD COLUMN "chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_holds" ADD CONSTRAINT "launch_holds_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;