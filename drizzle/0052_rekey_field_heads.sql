CREATE TABLE "concept_key_renames" (
	"old_key" text NOT NULL,
	"new_key" text NOT NULL,
	CONSTRAINT "concept_key_renames_old_key_new_key_pk" PRIMARY KEY("old_key","new_key")
);
--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "previous_key" text;--> statement-breakpoint
-- A concept with "learning" or "training" right after a topic word names a field of its own (text.ts
-- topicWords, stop-words.ts FIELD_HEADS): "machine learning" was keyed "machine" and grouped with
-- "sewing machine"; the current rule keys it "learning machine". As in 0050 and 0051, the keys of
-- the searches that may hold such a pair (either word anywhere in the concept: a few more than
-- change) are cleared, the first read of the keys gives them anew (searched-keys.ts), and the
-- Demand page's saved searches are dropped when any was. Unlike the empty keys of 0050 and 0051,
-- these keys may carry the operator's corrections and may have asked for a course: each search
-- keeps its old key (previous_key) until it is keyed again, when the change is recorded in
-- concept_key_renames and the corrections of the old key apply to the new one too; and each
-- course's askers (course_askers, counted per key) are dropped, to be counted afresh at their next
-- read (courses/asker-index.ts), since the searches no longer hold the keys they were counted under.
WITH "cleared" AS (
  UPDATE "searches" SET "previous_key" = "concept_key", "concept_key" = NULL
  WHERE "concept" ~* '(learning|training)' AND "concept_key" IS NOT NULL RETURNING 1
), "snapshots" AS (
  DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
), "askers" AS (
  DELETE FROM "course_askers" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
)
DELETE FROM "course_asker_state" WHERE EXISTS (SELECT 1 FROM "cleared");
