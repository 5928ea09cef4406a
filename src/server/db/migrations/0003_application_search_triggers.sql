-- An application's search document: its candidate's anonymous document, and the
-- contact document only once the application is unlocked (decision 0018).
CREATE FUNCTION set_application_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.anonymous_search || CASE WHEN NEW.unlock_status = 'UNLOCKED' THEN c.contact_search ELSE ''::tsvector END
    INTO NEW.search_document
    FROM candidates c
    WHERE c.id = NEW.candidate_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_set_search_document
  BEFORE INSERT OR UPDATE OF unlock_status, candidate_id ON applications
  FOR EACH ROW EXECUTE FUNCTION set_application_search_document();
--> statement-breakpoint
CREATE FUNCTION refresh_application_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications
    SET search_document = NEW.anonymous_search || CASE WHEN unlock_status = 'UNLOCKED' THEN NEW.contact_search ELSE ''::tsvector END
    WHERE org_id = NEW.org_id AND candidate_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_refresh_search_documents
  AFTER UPDATE OF full_name, email, location, experience_context, skills ON candidates
  FOR EACH ROW EXECUTE FUNCTION refresh_application_search_documents();
--> statement-breakpoint
UPDATE applications a
  SET search_document = c.anonymous_search || CASE WHEN a.unlock_status = 'UNLOCKED' THEN c.contact_search ELSE ''::tsvector END
  FROM candidates c
  WHERE c.id = a.candidate_id;
