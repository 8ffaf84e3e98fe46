CREATE TABLE "course_asker_state" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"last_search_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_askers" (
	"course_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "course_askers_course_id_visitor_id_pk" PRIMARY KEY("course_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "course_asker_state" ADD CONSTRAINT "course_asker_state_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_askers" ADD CONSTRAINT "course_askers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_askers" ADD CONSTRAINT "course_askers_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitors_linked_idx" ON "visitors" USING btree ("id","subscriber_id") WHERE "visitors"."subscriber_id" is not null;