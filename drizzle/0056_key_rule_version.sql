-- The matching rule the searches' keys were last checked under (searches/key-rule.ts): a process
-- under another rule keys anew the searches its rule reads otherwise, so a change to how concepts are
-- read no longer needs a migration guessing which searches it changes (as 0050-0055 did). No row
-- yet: the first start checks every concept once.
CREATE TABLE "concept_key_rule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_key_rule_one_row" CHECK ("concept_key_rule"."id" = 1)
);
