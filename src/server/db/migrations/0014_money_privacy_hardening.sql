CREATE TABLE "idempotency_keys" (
	"org_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_org_id_operation_key_pk" PRIMARY KEY("org_id","operation","key")
);
--> statement-breakpoint
ALTER TABLE "application_unlocks" DROP CONSTRAINT "application_unlocks_application_id_applications_id_fk";
--> statement-breakpoint
DROP INDEX "application_unlocks_org_application_key";--> statement-breakpoint
ALTER TABLE "application_unlocks" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD COLUMN "is_automatic_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_full_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_phone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_size" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_unlocks_org_application_active_key" ON "application_unlocks" USING btree ("org_id","application_id") WHERE "application_unlocks"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "application_unlocks_org_candidate_active_idx" ON "application_unlocks" USING btree ("org_id","candidate_id") WHERE "application_unlocks"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "application_unlocks_org_created_idx" ON "application_unlocks" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_due_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'PENDING';--> statement-breakpoint
-- Client idempotency keys of unlocks move into their operation's namespace, so no
-- client key can ever equal a ledger key of Shortlist's own (a payment's).
UPDATE "credit_ledger" SET "idempotency_key" = 'unlock:' || "idempotency_key"
  WHERE "reason" = 'candidate_unlock' AND "idempotency_key" IS NOT NULL;
--> statement-breakpoint
-- Pending payments are checked when due; those from before are due as they were.
UPDATE "payments" SET "next_check_at" = "created_at" + interval '10 minutes'
  WHERE "status" = 'PENDING';
