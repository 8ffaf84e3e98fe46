CREATE TABLE "course_notifications" (
	"course_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_notifications_pk" PRIMARY KEY("course_id","subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "course_notifications" ADD CONSTRAINT "course_notifications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_notifications" ADD CONSTRAINT "course_notifications_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_notifications_subscriber_idx" ON "course_notifications" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "searches_concept_lexemes_idx" ON "searches" USING gin (tsvector_to_array(to_tsvector('english'::regconfig, regexp_replace("concept", '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))));