-- Decision 0040: every key of an organization's rows includes org_id, and the triggers
-- read and write rows of the firing row's organization by it, so that on Citus each
-- runs on the shard that fired it.
DROP INDEX "pipeline_versions_org_idx";--> statement-breakpoint
ALTER TABLE "pipeline_versions" DROP CONSTRAINT "pipeline_versions_pkey";--> statement-breakpoint
ALTER TABLE "pipeline_versions" ADD CONSTRAINT "pipeline_versions_pkey" PRIMARY KEY("org_id","job_id");--> statement-breakpoint
DROP INDEX "scorecards_interview_member_key";--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_interview_member_key" ON "scorecards" USING btree ("org_id","interview_id","submitted_by_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE pipeline_versions SET version = version + 1
    WHERE org_id = OLD.org_id AND job_id = OLD.job_id;
    RETURN OLD;
  END IF;
  -- Deferred, it may run after the same transaction deleted the job (or its organization).
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT NEW.job_id, NEW.org_id, 1
  WHERE EXISTS (SELECT 1 FROM jobs WHERE org_id = NEW.org_id AND id = NEW.job_id)
  ON CONFLICT (org_id, job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pipeline_version_for_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pipeline_versions (job_id, org_id, version)
  SELECT DISTINCT job_id, org_id, 1 FROM applications
  WHERE org_id = NEW.org_id AND candidate_id = NEW.id
  ON CONFLICT (org_id, job_id) DO UPDATE SET version = pipeline_versions.version + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_application_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.anonymous_search || CASE WHEN NEW.unlock_status = 'UNLOCKED' THEN c.contact_search ELSE ''::tsvector END
    INTO NEW.search_document
    FROM candidates c
    WHERE c.org_id = NEW.org_id AND c.id = NEW.candidate_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION make_credit_charge_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance_after integer;
BEGIN
  UPDATE organizations SET credit_balance = credit_balance + NEW.delta
  WHERE id = NEW.org_id AND credit_balance + NEW.delta >= 0
  RETURNING credit_balance INTO balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The balance does not cover this charge'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_charge_balance_covers';
  END IF;
  INSERT INTO credit_ledger
    (org_id, delta, reason, balance_after, reference_type, reference_id, actor_id,
     idempotency_key, note)
  VALUES
    (NEW.org_id, NEW.delta, NEW.reason, balance_after, NEW.reference_type, NEW.reference_id,
     NEW.actor_id, NEW.idempotency_key, NEW.note);
  DELETE FROM credit_charges_at_commit WHERE org_id = NEW.org_id AND id = NEW.id;
  RETURN NULL;
END;
$$;
