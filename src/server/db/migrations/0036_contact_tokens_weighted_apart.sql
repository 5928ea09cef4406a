-- An application's search document: its candidate's anonymous words (weight D, as
-- to_tsvector makes them) and, once unlocked, the contact's keyed tokens weighted A. A
-- typed word's prefix search reads the D words only (searchQuery): the tokens are
-- random letters and digits, and a prefix search reading them found unlocked people
-- whose token merely started with the word ("4", "n"). The tokens are stored without
-- positions, and a lexeme without positions has no weight (it matches any weight
-- restriction): each gets position 1, weighted A.
CREATE FUNCTION shortlist_weighted_tokens(tokens tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT string_agg(quote_literal(token) || ':1A', ' ') FROM unnest(tsvector_to_array(tokens)) AS token)::tsvector,
    ''::tsvector)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_application_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.anonymous_search || CASE WHEN NEW.unlock_status = 'UNLOCKED' THEN shortlist_weighted_tokens(c.contact_search) ELSE ''::tsvector END
    INTO NEW.search_document
    FROM candidates c
    WHERE c.org_id = NEW.org_id AND c.id = NEW.candidate_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_application_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications
    SET search_document = NEW.anonymous_search || CASE WHEN unlock_status = 'UNLOCKED' THEN shortlist_weighted_tokens(NEW.contact_search) ELSE ''::tsvector END
    WHERE org_id = NEW.org_id AND candidate_id = NEW.id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
UPDATE applications a
  SET search_document = c.anonymous_search || shortlist_weighted_tokens(c.contact_search)
  FROM candidates c
  WHERE c.org_id = a.org_id AND c.id = a.candidate_id AND a.unlock_status = 'UNLOCKED';
