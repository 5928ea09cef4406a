CREATE TABLE "pipeline_versions" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_versions" ADD CONSTRAINT "pipeline_versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_versions_org_idx" ON "pipeline_versions" USING btree ("org_id");--> statement-breakpoint
-- Versions move to their own small rows (decision 0020): carried over, plus one so no
-- version a running server cached is met again.
INSERT INTO pipeline_versions (job_id, org_id, version)
SELECT id, org_id, pipeline_version + 1 FROM jobs;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed applications;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  INSERT INTO pipeline_versions (job_id, org_id, version)
  VALUES (changed.job_id, changed.org_id, 1)
  ON CONFLICT (job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN changed;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT DISTINCT job_id, org_id, 1 FROM applications
  WHERE org_id = NEW.org_id AND candidate_id = NEW.id
  ON CONFLICT (job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "pipeline_version";