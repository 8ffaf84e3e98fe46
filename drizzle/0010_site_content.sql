CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"testimonial_quote" text,
	"testimonial_author" text,
	"testimonial_title" text,
	"testimonial_company" text,
	"avatar_image_id" integer,
	"launch_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_one_row" CHECK ("site_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_images_purpose_check" CHECK ("site_images"."purpose" in ('avatar', 'logo'))
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_avatar_image_id_site_images_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."site_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_images_purpose_idx" ON "site_images" USING btree ("purpose","position");--> statement-breakpoint
-- The operator's content changes what the shared pages show: every instance's page cache hears of
-- it as it hears of a course change (migration 0008's channel and function).
CREATE TRIGGER site_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER site_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_images FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
