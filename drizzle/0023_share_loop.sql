CREATE TABLE "course_counts" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"wanting" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invites" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals_counted" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_counted_invitee_id_unique" UNIQUE("invitee_id")
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"subscriber_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrers_code_unique" UNIQUE("code"),
	CONSTRAINT "referrers_code_check" CHECK ("referrers"."code" ~ '^[A-Za-z0-9_-]{12}$')
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "referral_boost" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "social_proof_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_counts" ADD CONSTRAINT "course_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invites" ADD CONSTRAINT "referral_invites_invitee_id_subscribers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invites" ADD CONSTRAINT "referral_invites_referrer_id_subscribers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals_counted" ADD CONSTRAINT "referrals_counted_referrer_id_subscribers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals_counted" ADD CONSTRAINT "referrals_counted_invitee_id_subscribers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_invites_referrer_idx" ON "referral_invites" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referrals_counted_referrer_idx" ON "referrals_counted" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_referral_boost_check" CHECK ("site_content"."referral_boost" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_social_proof_min_check" CHECK ("site_content"."social_proof_min" between 1 and 1000000);--> statement-breakpoint
-- Social proof ("N people want this", "N on the waitlist") is read from course_counts, kept here as
-- registrations of interest and waiting seats come and go, whoever writes them (the site, the
-- console, an erasure's cascade, a hand-written statement): a page reads two numbers instead of
-- counting a course's rows (1,000,000 registrations: 186 ms a render, measured).
CREATE FUNCTION count_course_interest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_counts (course_id, wanting) VALUES (NEW.course_id, 1)
      ON CONFLICT (course_id) DO UPDATE SET wanting = course_counts.wanting + 1;
  ELSE
    UPDATE course_counts SET wanting = wanting - 1 WHERE course_id = OLD.course_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_interests_counted AFTER INSERT OR DELETE ON "course_interests" FOR EACH ROW EXECUTE FUNCTION count_course_interest();--> statement-breakpoint
CREATE FUNCTION count_waiting_seat() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' AND OLD.state = 'waiting' THEN 1 ELSE 0 END;
  now_waiting integer := CASE WHEN TG_OP <> 'DELETE' AND NEW.state = 'waiting' THEN 1 ELSE 0 END;
BEGIN
  IF now_waiting - was <> 0 THEN
    INSERT INTO course_counts (course_id, waiting) VALUES (COALESCE(NEW.course_id, OLD.course_id), now_waiting - was)
      ON CONFLICT (course_id) DO UPDATE SET waiting = course_counts.waiting + EXCLUDED.waiting;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER seats_waiting_counted AFTER INSERT OR DELETE OR UPDATE OF "state" ON "seats" FOR EACH ROW EXECUTE FUNCTION count_waiting_seat();--> statement-breakpoint
-- A truncate (a test's or an operator's reset) starts the counts again from the rows left.
CREATE FUNCTION recount_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM course_counts;
  INSERT INTO course_counts (course_id, wanting, waiting)
    SELECT c.id, (SELECT count(*) FROM course_interests i WHERE i.course_id = c.id), (SELECT count(*) FROM seats s WHERE s.course_id = c.id AND s.state = 'waiting')
    FROM courses c;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_interests_truncated AFTER TRUNCATE ON "course_interests" FOR EACH STATEMENT EXECUTE FUNCTION recount_courses();--> statement-breakpoint
CREATE TRIGGER seats_truncated_recount AFTER TRUNCATE ON "seats" FOR EACH STATEMENT EXECUTE FUNCTION recount_courses();--> statement-breakpoint
INSERT INTO course_counts (course_id, wanting, waiting)
  SELECT c.id, (SELECT count(*) FROM course_interests i WHERE i.course_id = c.id), (SELECT count(*) FROM seats s WHERE s.course_id = c.id AND s.state = 'waiting')
  FROM courses c;--> statement-breakpoint
-- Every course has its row from the start, so counting only ever updates it: an insert would check
-- its course's key, and wait on a seat change holding the course's row (lockSeatCourse) while
-- holding the new row that change then waits for (a deadlock).
CREATE FUNCTION add_course_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_counts (course_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER courses_counted AFTER INSERT ON "courses" FOR EACH ROW EXECUTE FUNCTION add_course_counts();--> statement-breakpoint
-- And tells every instance, so the pages showing the counts are read again (per row: PostgreSQL
-- sends a transaction's identical notifications once).
CREATE TRIGGER course_counts_changed AFTER INSERT OR UPDATE OR DELETE ON "course_counts" FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
