CREATE TABLE "embed_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embed_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin" text NOT NULL,
	"search_id" integer,
	"subscriber_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_signups_target_check" CHECK (("embed_signups"."search_id" is null) <> ("embed_signups"."subscriber_id" is null))
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "embed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "embed_signups" ADD CONSTRAINT "embed_signups_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_signups" ADD CONSTRAINT "embed_signups_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_signups_search_idx" ON "embed_signups" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "embed_signups_origin_idx" ON "embed_signups" USING btree ("origin","created_at");