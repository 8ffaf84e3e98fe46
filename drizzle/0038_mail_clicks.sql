CREATE TABLE "mail_clicks" (
	"message_id" integer NOT NULL,
	"link" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_clicks_pk" PRIMARY KEY("message_id","link")
);
--> statement-breakpoint
ALTER TABLE "mail_clicks" ADD CONSTRAINT "mail_clicks_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;