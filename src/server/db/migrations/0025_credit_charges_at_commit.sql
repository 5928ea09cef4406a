CREATE TABLE "credit_charges_at_commit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"actor_id" uuid,
	"idempotency_key" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "credit_charges_at_commit" ADD CONSTRAINT "credit_charges_at_commit_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 20 (decision 0039): a charge queued in a transaction is made as it commits,
-- so the organization's row is locked only for the commit, not for a round trip to
-- the server and back. The balance moves only if it stays non-negative; otherwise the
-- commit fails and the whole transaction with it (nothing charged, nothing unlocked).
CREATE FUNCTION make_credit_charge_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
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
  DELETE FROM credit_charges_at_commit WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER credit_charges_at_commit_charge
  AFTER INSERT ON credit_charges_at_commit
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION make_credit_charge_at_commit();
