-- Decision 0043: a job's pipeline version moves once per transaction that changed its
-- applications, not once per row: a group of 100 applications to one job updated the
-- version's row 100 times at its commit. Moving once is all a cached board needs (any
-- change of version makes it stale). A row this transaction already wrote has our
-- transaction id as its xmin; one written in a subtransaction has another and is moved
-- again, which costs a little and is never stale.
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE pipeline_versions SET version = version + 1
    WHERE org_id = OLD.org_id AND job_id = OLD.job_id AND xmin <> pg_current_xact_id()::xid;
    RETURN OLD;
  END IF;
  -- Deferred, it may run after the same transaction deleted the job (or its organization).
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT NEW.job_id, NEW.org_id, 1
  WHERE EXISTS (SELECT 1 FROM jobs WHERE org_id = NEW.org_id AND id = NEW.job_id)
  ON CONFLICT (org_id, job_id) DO UPDATE SET version = pipeline_versions.version + 1
    WHERE pipeline_versions.xmin <> pg_current_xact_id()::xid;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT DISTINCT job_id, org_id, 1 FROM applications
  WHERE org_id = NEW.org_id AND candidate_id = NEW.id
  ON CONFLICT (org_id, job_id) DO UPDATE SET version = pipeline_versions.version + 1
    WHERE pipeline_versions.xmin <> pg_current_xact_id()::xid;
  RETURN NEW;
END;
$$;
