CREATE TABLE "concept_matches" (
	"key" text PRIMARY KEY NOT NULL,
	"matched_for" text NOT NULL,
	"courses" integer[] NOT NULL
);
