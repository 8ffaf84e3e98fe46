-- The words of an audience after "for" that end in people ("business plans for first-time
-- founders", "the periodic table for chemistry newcomers") were topic words of the concept's key
-- ("business founder plan time"); the current rule (text.ts withoutAudience) leaves them out but its
-- framing words ("business plan", "newcomer periodic table"). As in 0052: the keys of the searches
-- that say "for" (more than change: whether the words after it end in people is WordNet's to say)
-- are cleared, the first read of the keys gives them anew (searched-keys.ts), each search keeps its
-- old key (previous_key) until then, when the change is recorded in concept_key_renames and the
-- corrections of the old key apply to the new one; the Demand page's saved searches and each
-- course's askers (counted per key) are dropped, to be worked out afresh.
WITH "cleared" AS (
  UPDATE "searches" SET "previous_key" = "concept_key", "concept_key" = NULL
  WHERE "concept" ~* '\mfor\M' AND "concept_key" IS NOT NULL RETURNING 1
), "snapshots" AS (
  DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
), "askers" AS (
  DELETE FROM "course_askers" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
)
DELETE FROM "course_asker_state" WHERE EXISTS (SELECT 1 FROM "cleared");
