-- A deleted application bumps its job's pipeline version only if the version row is
-- still there. When an organization is deleted, its version rows go first (cascade),
-- and re-creating one for the vanishing organization made the whole delete fail.
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE pipeline_versions SET version = version + 1 WHERE job_id = OLD.job_id;
    RETURN OLD;
  END IF;
  INSERT INTO pipeline_versions (job_id, org_id, version)
  VALUES (NEW.job_id, NEW.org_id, 1)
  ON CONFLICT (job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN NEW;
END;
$$;
