-- Searches whose concept holds request words only ("learn to program", "how to study", "teaching")
-- read as no topic words, an empty key that no Demand group holds; the current rule (text.ts
-- conceptWords) keys them by those words. As in 0050: their key is cleared, the first read of the
-- keys gives it anew (searched-keys.ts), and the Demand page's saved searches are dropped when any was.
WITH "cleared" AS (
  UPDATE "searches" SET "concept_key" = NULL WHERE "concept_key" = '' RETURNING 1
)
DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared");
