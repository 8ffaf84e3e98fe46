-- A class wish's page is kept in the page caches like a course's (server/page-cache.ts): a Me too
-- that counted, and a wish hidden, shown again or deleted, tell every instance on commit. The
-- payload (the table's name) lets them drop only the wishes' pages.
CREATE TRIGGER wish_joins_changed AFTER INSERT OR DELETE ON wish_joins FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER wishes_hidden_changed AFTER UPDATE OF hidden_at ON wishes FOR EACH ROW
  WHEN (OLD.hidden_at IS DISTINCT FROM NEW.hidden_at) EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER wishes_deleted AFTER DELETE ON wishes FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
