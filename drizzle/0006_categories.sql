CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
-- The seven categories of the specification, then any other a course already names, so every
-- existing course keeps its category when courses start pointing at this table.
INSERT INTO "categories" ("name") VALUES ('Technology'), ('Self-Development'), ('Philosophy'), ('Psychology'), ('Linguistics'), ('Health & Wellness'), ('Personal Finance');--> statement-breakpoint
INSERT INTO "categories" ("name") SELECT DISTINCT "category" FROM "courses" c WHERE NOT EXISTS (SELECT 1 FROM "categories" k WHERE lower(k."name") = lower(c."category"));--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_category_check";--> statement-breakpoint
-- A course without ratings shows none: a score entered without any rating behind it is cleared.
UPDATE "courses" SET "rating_score" = 0 WHERE "rating_count" = 0 AND "rating_score" <> 0;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "rating_score" SET DEFAULT 0;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_rating_needs_ratings_check" CHECK ("courses"."rating_count" > 0 or "courses"."rating_score" = 0);