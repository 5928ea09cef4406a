-- A person's private-link tokens are found (and deleted, with a data request's erasure)
-- by their email's blind index, which had no index: every such request read the whole
-- table. The index on the sealed email served nothing: a sealed value is never looked up.
DROP INDEX "candidate_access_tokens_email_idx";--> statement-breakpoint
CREATE INDEX "candidate_access_tokens_email_index_idx" ON "candidate_access_tokens" USING btree ("email_index");