-- A seat written as held in one go (a hand-written INSERT; the site itself asks for a seat as
-- pending, then settles it) changes the number of held seats too: it tells every instance, like
-- the settling and the release (0009), so the pages and the offered courses a search ranks from
-- (app/.server/db/offered-courses.ts) are read again.
CREATE TRIGGER seats_held_inserted AFTER INSERT ON "seats" FOR EACH ROW WHEN (NEW."state" = 'held') EXECUTE FUNCTION notify_catalog_changed();
