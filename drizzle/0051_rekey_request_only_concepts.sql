-- Searches whose concept holds request words only ("learn to program", "how to study", "teaching")
-- or a hyphened word of two stop words ("well-being") read as no topic words, an empty key that no
-- Demand group holds; a hyphened word with a lone letter was cut to the word alone ("e-commerce" as
-- "commerce"). The current rule (text.ts conceptWords, words) keys them "learn program", "wellbeing",
-- "ecommerce". As in 0050: the keys of such searches (an empty key, or a hyphen in the concept) are
-- cleared, the first read of the keys gives them anew (searched-keys.ts), and the Demand page's saved
-- searches are dropped when any was.
WITH "cleared" AS (
  UPDATE "searches" SET "concept_key" = NULL WHERE "concept_key" = '' OR "concept" LIKE '%-%' RETURNING 1
)
DELETE FROM "demand_snapshots" WHERE EXISTS (SELECT 1 FROM "cleared");
