-- Per-person click tracking starts off (mail_settings): the clicks kept per message so far become counts per campaign and link, with no person.
INSERT INTO "campaign_link_clicks" ("campaign", "link", "clicks")
SELECT m."campaign", c."link", count(*)::int FROM "mail_clicks" c JOIN "messages" m ON m."id" = c."message_id" GROUP BY m."campaign", c."link"
ON CONFLICT ("campaign", "link") DO UPDATE SET "clicks" = "campaign_link_clicks"."clicks" + excluded."clicks";--> statement-breakpoint
DELETE FROM "mail_clicks";
