-- A word that says how much or since when a wish is wanted, before "to" and a verb of learning
-- ("I've been meaning to learn guitar", "dying to learn salsa", "eager to learn japanese"), was a
-- topic word of the concept's key ("guitar meaning", "dying salsa"); the current rule (text.ts
-- tellsWanting) leaves it out. As in 0052: the keys of the searches that may hold such a word (a word
-- before "to" and, maybe after an adverb, such a verb: a few more than change) are cleared, the first
-- read of the keys gives them anew (searched-keys.ts), each search keeps its old key (previous_key)
-- until then, when the change is recorded in concept_key_renames and the corrections of the old key
-- apply to the new one; the Demand page's saved searches and each course's askers (counted per key)
-- are dropped, to be worked out afresh.
WITH "cleared" AS (
  UPDATE "searches" SET "previous_key" = "concept_key", "concept_key" = NULL
  WHERE "concept" ~* '\m\w+\s+to\s+(\w+\s+)?(learn|try|start|study|know|understand|become|pick|practi[cs]e|begin|master|improve|explore|discover)\M'
    AND "concept_key" IS NOT NULL RETURNING 1
), "snapshots" AS (
  DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
), "askers" AS (
  DELETE FROM "course_askers" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
)
DELETE FROM "course_asker_state" WHERE EXISTS (SELECT 1 FROM "cleared");
