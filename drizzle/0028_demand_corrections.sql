CREATE TABLE "demand_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"keys" text[] NOT NULL,
	"name" text,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "demand_corrections_kind_check" CHECK ("demand_corrections"."kind" in ('merge', 'separate', 'name', 'attach')),
	CONSTRAINT "demand_corrections_keys_check" CHECK (cardinality("demand_corrections"."keys") between 1 and 1000),
	CONSTRAINT "demand_corrections_name_check" CHECK (("demand_corrections"."kind" = 'name') = ("demand_corrections"."name" is not null and length("demand_corrections"."name") between 1 and 120)),
	CONSTRAINT "demand_corrections_course_check" CHECK (("demand_corrections"."kind" = 'attach') = ("demand_corrections"."course_id" is not null)),
	CONSTRAINT "demand_corrections_merge_check" CHECK ("demand_corrections"."kind" <> 'merge' or cardinality("demand_corrections"."keys") = 2)
);
--> statement-breakpoint
ALTER TABLE "course_asker_exclusions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_corrections" ADD CONSTRAINT "demand_corrections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The related courses a search shows follow the operator's corrections (attach, leave out): every
-- instance holding the offered courses hears them, as it hears the courses change (0008).
CREATE TRIGGER demand_corrections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON demand_corrections FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER course_asker_exclusions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_asker_exclusions FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
