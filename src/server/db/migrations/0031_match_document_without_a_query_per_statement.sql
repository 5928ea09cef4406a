-- Decision 0049: the candidate's match document (a stored generated column) was a SQL
-- function with a subquery, which PostgreSQL cannot inline: every insert statement
-- parsed and planned its body again, and ran it for every row. A public application
-- (no skills, location or summary yet) spent more of the database's time on it than on
-- the row itself. In PL/pgSQL its plan is kept for the session, and an applicant with
-- nothing to match on answers at once. The documents it makes are the same.
CREATE OR REPLACE FUNCTION shortlist_match_document(skills jsonb, location text, summary text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF location IS NULL AND summary IS NULL AND (skills IS NULL OR skills = '[]'::jsonb) THEN
    RETURN ''::tsvector;
  END IF;
  -- Each skill key (letters, digits, '+' and '#' only) as a quoted lexeme at
  -- position 1 with weight A ("'c#':1A"): a lexeme without a position would take
  -- the summary's weight when the summary names the skill too.
  RETURN coalesce((
      SELECT string_agg('''' || key || ''':1A', ' ')
      FROM unnest(shortlist_skill_keys(skills)) AS key
    ), '')::tsvector
    || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(location, ''), '[^[:alnum:]]+', ' ', 'g')), 'C')
    || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '')), 'D');
END;
$$;
