CREATE TABLE "referral_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wish_id" integer,
	"course_id" integer,
	"kind" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_once" UNIQUE NULLS NOT DISTINCT("kind","visitor_id","wish_id","course_id"),
	CONSTRAINT "referral_credits_target_check" CHECK (("referral_credits"."wish_id" is null) <> ("referral_credits"."course_id" is null)),
	CONSTRAINT "referral_credits_kind_check" CHECK ("referral_credits"."kind" in ('search', 'join', 'subscribe'))
);
--> statement-breakpoint
CREATE TABLE "wish_joins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wish_joins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wish_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"budget" integer NOT NULL,
	"class_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_joins_wish_visitor_unique" UNIQUE("wish_id","visitor_id"),
	CONSTRAINT "wish_joins_budget_check" CHECK ("wish_joins"."budget" between 10 and 500 and "wish_joins"."budget" % 10 = 0),
	CONSTRAINT "wish_joins_class_size_check" CHECK ("wish_joins"."class_size" between 1 and 25)
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"search_id" integer NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "wishes_search_id_unique" UNIQUE("search_id"),
	CONSTRAINT "wishes_public_id_check" CHECK ("wishes"."public_id" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_member_unique";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "ref" text DEFAULT '(none)' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "wish_id" integer;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_joins" ADD CONSTRAINT "wish_joins_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_joins" ADD CONSTRAINT "wish_joins_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_credits_wish_idx" ON "referral_credits" USING btree ("wish_id");--> statement-breakpoint
CREATE INDEX "referral_credits_course_idx" ON "referral_credits" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "wish_joins_visitor_idx" ON "wish_joins" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "wishes_created_idx" ON "wishes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_pk";
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","event","path","screen","source","medium","campaign","referrer","ref");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_unique" UNIQUE NULLS NOT DISTINCT("subscriber_id","list","course_id","wish_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_wish_check" CHECK (("subscriptions"."list" = 'wish') = ("subscriptions"."wish_id" is not null));