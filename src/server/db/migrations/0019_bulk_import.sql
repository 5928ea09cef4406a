CREATE TABLE "import_run_resumes" (
	"run_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"org_id" uuid NOT NULL,
	"path" text NOT NULL,
	"resume_file_key" text NOT NULL,
	"resume_file_type" text NOT NULL,
	"resume_file_size" integer NOT NULL,
	"resume_text" text,
	"resume_summary" text,
	"skills" jsonb NOT NULL,
	"experience_context" text NOT NULL,
	"years_experience_in_field" integer,
	CONSTRAINT "import_run_resumes_run_id_row_pk" PRIMARY KEY("run_id","row")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"job_id" uuid,
	"stage" text,
	"mark_unlocked" boolean NOT NULL,
	"is_dry_run" boolean NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"zip_name" text,
	"zip_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"next_row" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"resumes_found" integer DEFAULT 0 NOT NULL,
	"resumes_matched" integer DEFAULT 0 NOT NULL,
	"unmatched_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credits_granted" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text,
	"claim_token" uuid,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_run_resumes" ADD CONSTRAINT "import_run_resumes_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_resumes" ADD CONSTRAINT "import_run_resumes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_org_created_idx" ON "import_runs" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at");