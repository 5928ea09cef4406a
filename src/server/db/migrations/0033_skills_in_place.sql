-- Decision 0068: each skill paired with each word of the candidate's place
-- ('excel@kumasi'), in an index of its own. Retrieval's narrower queries (these skills,
-- in this place) then read one short list per skill instead of intersecting a skill's
-- posting list with a place's (85,000 people in Kumasi at the bench's million), which
-- cost 3 to 13 ms a query. Computed for the index only: storing the pairs with the row
-- made the bench's candidates table 40 % bigger. `@>` and `&&` on a GIN array index
-- need no recheck, so the function is not run again when rows are read.
CREATE FUNCTION shortlist_skills_in_place(skills jsonb, location text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF location IS NULL OR skills IS NULL OR skills = '[]'::jsonb THEN
    RETURN '{}'::text[];
  END IF;
  -- The skill keys as the match document spells them; the place's words as its weight C
  -- lexemes (to_tsvector 'simple', lower-cased).
  RETURN coalesce((
    SELECT array_agg(key || '@' || word ORDER BY key, word)
    FROM unnest(shortlist_skill_keys(skills)) AS key
    CROSS JOIN unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
      regexp_replace(location, '[^[:alnum:]]+', ' ', 'g')))) AS word
  ), '{}'::text[]);
END;
$$;--> statement-breakpoint
CREATE INDEX "candidates_skills_in_place_idx" ON "candidates" USING gin (shortlist_skills_in_place("skills", "location"));
