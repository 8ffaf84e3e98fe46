CREATE TABLE "campaign_unsubscribes" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_unsubscribes" ADD CONSTRAINT "campaign_unsubscribes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_unsubscribes_campaign_idx" ON "campaign_unsubscribes" USING btree ("campaign");