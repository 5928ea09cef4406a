-- Decision 0072. applications_candidate_idx (candidate_id) finds a person's
-- applications as well as (org_id, candidate_id) did, a candidate's id naming one
-- organization's row: the second index was only one more to write for every
-- application (62 MB of 1,000,000 applications in the bench).
DROP INDEX "applications_org_candidate_idx";--> statement-breakpoint
-- The search document's index without a pending list: every search through it read the
-- list whole (up to gin_pending_list_limit, 4 MB, of every organization's newest
-- applications between vacuums). What is pending now goes into the index.
ALTER INDEX "applications_search_document_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('applications_search_document_idx');
