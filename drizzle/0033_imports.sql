CREATE TABLE "imported_subscribers" (
	"subscriber_id" integer PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"name" text,
	"signed_up_at" timestamp with time zone NOT NULL,
	"consent_source" text,
	"consent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text,
	"dry_run" boolean NOT NULL,
	"counts" jsonb NOT NULL,
	"rows_not_added" jsonb NOT NULL,
	"file" "bytea",
	"mail_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imported_subscribers" ADD CONSTRAINT "imported_subscribers_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_subscribers" ADD CONSTRAINT "imported_subscribers_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_subscribers_import_idx" ON "imported_subscribers" USING btree ("import_id");