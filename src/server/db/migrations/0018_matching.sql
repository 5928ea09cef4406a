-- Matching (decision 0032): trigram search for fuzzy names and places, and the
-- document the engine retrieves candidates by. Skills become keys spelled as the
-- engine's skillKey ("Node.js" -> "nodejs", "C#" -> "c#"), kept whole at weight A;
-- the place's words are weight C, the resume summary's words D.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION shortlist_skill_keys(skills jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT key), '{}'::text[])
  FROM (
    SELECT lower(regexp_replace(value, '[^[:alnum:]+#]+', '', 'g')) AS key
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]'::jsonb END)
  ) AS keys
  WHERE key <> ''
$$;--> statement-breakpoint
CREATE FUNCTION shortlist_match_document(skills jsonb, location text, summary text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- Each skill key (letters, digits, '+' and '#' only) as a quoted lexeme at
  -- position 1 with weight A ("'c#':1A"): a lexeme without a position would take
  -- the summary's weight when the summary names the skill too.
  SELECT coalesce((
      SELECT string_agg('''' || key || ''':1A', ' ')
      FROM unnest(shortlist_skill_keys(skills)) AS key
    ), '')::tsvector
    || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(location, ''), '[^[:alnum:]]+', ' ', 'g')), 'C')
    || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '')), 'D')
$$;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_locked_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_document" "tsvector" GENERATED ALWAYS AS (shortlist_match_document(skills, location, resume_summary)) STORED;--> statement-breakpoint
CREATE INDEX "applications_job_match_score_idx" ON "applications" USING btree ("job_id","match_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_match_document_idx" ON "candidates" USING gin ("match_document");--> statement-breakpoint
CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_location_trgm_idx" ON "candidates" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_full_name_trgm_idx" ON "candidates" USING gin (lower("full_name") gin_trgm_ops);