CREATE TABLE "launch_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "launch_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"wave_id" integer NOT NULL,
	"place" integer NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_invitations_subscriber_id_unique" UNIQUE("subscriber_id"),
	CONSTRAINT "launch_invitations_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "launch_signing_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kid" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_signing_keys_one_row" CHECK ("launch_signing_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "launch_waves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "launch_waves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested" integer,
	"invited" integer DEFAULT 0 NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_waves_requested_check" CHECK ("launch_waves"."requested" is null or "launch_waves"."requested" > 0)
);
--> statement-breakpoint
ALTER TABLE "launch_invitations" ADD CONSTRAINT "launch_invitations_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_invitations" ADD CONSTRAINT "launch_invitations_wave_id_launch_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."launch_waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_invitations_wave_idx" ON "launch_invitations" USING btree ("wave_id");