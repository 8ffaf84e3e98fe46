CREATE TABLE "course_asker_exclusions" (
	"course_id" integer NOT NULL,
	"concept_key" text NOT NULL,
	CONSTRAINT "course_asker_exclusions_course_id_concept_key_pk" PRIMARY KEY("course_id","concept_key")
);
--> statement-breakpoint
CREATE TABLE "search_concepts" (
	"key" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "search_concepts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
DROP INDEX "searches_concept_lexemes_idx";--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "concept_key" text;--> statement-breakpoint
ALTER TABLE "course_asker_exclusions" ADD CONSTRAINT "course_asker_exclusions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "searches_concept_key_idx" ON "searches" USING btree ("concept_key","visitor_id");--> statement-breakpoint
CREATE INDEX "searches_unkeyed_idx" ON "searches" USING btree ("id") WHERE "searches"."concept_key" is null;