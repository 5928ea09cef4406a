-- Issue 20: a job's pipeline version moves at the end of the transaction that changed
-- one of its applications (or the candidate behind one), not at the change itself.
-- The version's row stays locked from its bump to the commit: bumped at once, it
-- made every move, unlock and application of one job wait for each other's whole
-- transaction; deferred, they wait only for each other's commit. The version still
-- moves in the same transaction as the change, so a cached board is never stale.
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE pipeline_versions SET version = version + 1 WHERE job_id = OLD.job_id;
    RETURN OLD;
  END IF;
  -- Deferred, it may run after the same transaction deleted the job (or its organization).
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT NEW.job_id, NEW.org_id, 1 WHERE EXISTS (SELECT 1 FROM jobs WHERE id = NEW.job_id)
  ON CONFLICT (job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER applications_bump_pipeline_version ON applications;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_bump_pipeline_version
  AFTER INSERT OR UPDATE OR DELETE ON applications
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_pipeline_version_for_application();
--> statement-breakpoint
DROP TRIGGER candidates_bump_pipeline_version ON candidates;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER candidates_bump_pipeline_version
  AFTER UPDATE ON candidates
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_pipeline_version_for_candidate();
