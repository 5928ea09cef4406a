-- Decision 0069: an application inserted with its search document (a chain of new
-- applicants, which read it from the candidate row they just made) keeps it; the
-- trigger computes it only for inserts that leave it out, and on every change of
-- unlock status or candidate, as before. Under a crowd of applicants the trigger read
-- each application's candidate again, one query a row.
DROP TRIGGER applications_set_search_document ON applications;--> statement-breakpoint
CREATE TRIGGER applications_set_search_document
  BEFORE INSERT ON applications
  FOR EACH ROW WHEN (NEW.search_document IS NULL)
  EXECUTE FUNCTION set_application_search_document();--> statement-breakpoint
CREATE TRIGGER applications_refresh_search_document
  BEFORE UPDATE OF unlock_status, candidate_id ON applications
  FOR EACH ROW EXECUTE FUNCTION set_application_search_document();
