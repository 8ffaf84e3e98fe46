-- "vs" and "versus" ("retinol vs vitamin c", "debt snowball versus avalanche") were topic words of a
-- concept's key, "vs" weighing more than either topic; the current rule (stop-words.ts) drops them as
-- the function words they are. As in 0052: the keys of the searches that hold either are cleared,
-- the first read of the keys gives them anew (searched-keys.ts), each search keeps its old key
-- (previous_key) until then, when the change is recorded in concept_key_renames and the corrections
-- of the old key apply to the new one; the Demand page's saved searches and each course's askers
-- (counted per key) are dropped, to be worked out afresh.
WITH "cleared" AS (
  UPDATE "searches" SET "previous_key" = "concept_key", "concept_key" = NULL
  WHERE "concept_key" ~ '\m(vs|versus)\M' RETURNING 1
), "snapshots" AS (
  DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
), "askers" AS (
  DELETE FROM "course_askers" WHERE EXISTS (SELECT 1 FROM "cleared") RETURNING 1
)
DELETE FROM "course_asker_state" WHERE EXISTS (SELECT 1 FROM "cleared");
