-- Searches whose concept read as no topic words at all ("C++", "C#", "A.I.": splitting dropped the
-- lone letters) are read again by the current rule (text.ts), which keeps them ("cpp", "csharp",
-- "ai"): their key is cleared, and the first read of the keys gives it anew (searched-keys.ts). The
-- Demand page's saved searches held them under the empty key: the row is dropped, and read again
-- from the searches, when any was cleared.
WITH "cleared" AS (
  UPDATE "searches" SET "concept_key" = NULL WHERE "concept_key" = '' RETURNING 1
)
DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared");
