-- Decision 0072. applications_candidate_idx (candidate_id) finds a person's
-- applications as well as (org_id, candidate_id) did, a candidate's id naming one
-- organization's row: the second index was only one more to write for every
-- application (62 MB of 1,000,000 applications in the bench).
DROP INDEX "applications_org_candidate_idx";
