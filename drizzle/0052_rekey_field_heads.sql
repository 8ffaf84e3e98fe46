-- A concept with "learning" or "training" right after a topic word names a field of its own (text.ts
-- topicWords, stop-words.ts FIELD_HEADS): "machine learning" was keyed "machine" and grouped with
-- "sewing machine"; the current rule keys it "learning machine". As in 0050 and 0051, the keys of
-- the searches that may hold such a pair (either word anywhere in the concept: a few more than
-- change) are cleared, the first read of the keys gives them anew (searched-keys.ts), and the
-- Demand page's saved searches are dropped when any was. Unlike the empty keys of 0050 and 0051,
-- these keys may have asked for a course: each course's askers (course_askers, counted per key)
-- are dropped too, and counted afresh at their next read (courses/asker-index.ts), since the
-- searches no longer hold the keys they were counted under.
WITH "cleared" AS (
  UPDATE "searches" SET "concept_key" = NULL WHERE "concept" ~* '(learning|training)' RETURNING 1
), "snapshots" AS (
  DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
), "askers" AS (
  DELETE FROM "course_askers" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
)
DELETE FROM "course_asker_state" WHERE EXISTS (SELECT 1 FROM "cleared");
