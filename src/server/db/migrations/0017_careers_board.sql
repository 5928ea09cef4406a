CREATE TABLE "careers_board_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "careers_board_health" (
	"id" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_kind" text,
	"last_failure_message" text
);
--> statement-breakpoint
CREATE TABLE "careers_board_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "source" SET DEFAULT 'shortlist_job_page';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "board_employer_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_board_employer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sync_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "synced_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sync_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board_job_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_from_board" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "board_application_id" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "external_candidate_id" text;--> statement-breakpoint
CREATE INDEX "careers_board_events_unprocessed_idx" ON "careers_board_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_board_employer_key" ON "organizations" USING btree ("board_employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_org_board_job_key" ON "jobs" USING btree ("org_id","board_job_id");--> statement-breakpoint
CREATE INDEX "jobs_sync_pending_idx" ON "jobs" USING btree ("sync_status") WHERE "jobs"."sync_status" in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "applications_org_board_application_key" ON "applications" USING btree ("org_id","board_application_id");--> statement-breakpoint
-- Until now every applicant came through Shortlist's own job page: 'job_page' now names the careers board.
UPDATE "candidates" SET "source" = 'shortlist_job_page' WHERE "source" = 'job_page';--> statement-breakpoint
-- Jobs published before the board was connected: one change for the board to receive.
UPDATE "jobs" SET "sync_version" = 1, "sync_status" = 'PENDING'
  WHERE "status" = 'PUBLISHED'
    AND "org_id" IN (SELECT "id" FROM "organizations" WHERE "demo_expires_at" IS NULL);--> statement-breakpoint
UPDATE "jobs" SET "sync_status" = NULL WHERE "sync_version" = 0;
