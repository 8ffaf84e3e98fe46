CREATE TABLE "demand_snapshots" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_id" integer NOT NULL,
	"settled_id" integer NOT NULL,
	"searches" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
