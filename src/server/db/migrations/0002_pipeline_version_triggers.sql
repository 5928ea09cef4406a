-- A job's pipeline_version moves whenever one of its applications, or the candidate
-- behind one, changes: a cached pipeline answer is current exactly while the version
-- it was built from is (decision 0016). Triggers, so no code path can forget it.
CREATE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE jobs SET pipeline_version = pipeline_version + 1 WHERE id = OLD.job_id;
    RETURN OLD;
  END IF;
  UPDATE jobs SET pipeline_version = pipeline_version + 1 WHERE id = NEW.job_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_bump_pipeline_version
  AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION bump_pipeline_version_for_application();
--> statement-breakpoint
CREATE FUNCTION bump_pipeline_version_for_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET pipeline_version = pipeline_version + 1
  WHERE id IN (SELECT job_id FROM applications WHERE org_id = NEW.org_id AND candidate_id = NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_bump_pipeline_version
  AFTER UPDATE ON candidates
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_pipeline_version_for_candidate();
