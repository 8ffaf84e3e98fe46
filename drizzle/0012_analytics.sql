CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"path" text NOT NULL,
	"screen" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"referrer" text NOT NULL,
	"entrances" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","event","path","screen","source","medium","campaign","referrer")
);
