-- The About page's "Trusted by" heading is the operator's claim (console Site page): null until
-- they set it, and the page then names no figure of its own (issue 29).
ALTER TABLE "site_content" ADD COLUMN "trusted_heading" text;
