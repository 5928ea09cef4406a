CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"reason" text,
	"credits" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"actor_id" uuid,
	"credits_charged" integer NOT NULL,
	"idempotency_key" text,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	"refund_details" text,
	"refunded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pipeline_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "profile_image_url" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "experience_context" text DEFAULT 'Not specified' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "years_experience_in_field" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "work_authorization" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "salary_expectation_min" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "salary_expectation_max" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_summary" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_file_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_file_type" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_file_size" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "anonymous_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(coalesce(location, '') || ' ' || experience_context || ' ' || skills::text, '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "contact_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(full_name || ' ' || email, '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_unlocks" ADD CONSTRAINT "application_unlocks_refunded_by_id_users_id_fk" FOREIGN KEY ("refunded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_org_application_idx" ON "application_events" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE INDEX "application_notes_org_application_idx" ON "application_notes" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_unlocks_org_application_key" ON "application_unlocks" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE INDEX "application_unlocks_org_refunded_idx" ON "application_unlocks" USING btree ("org_id","refunded_at");--> statement-breakpoint
CREATE INDEX "applications_org_candidate_idx" ON "applications" USING btree ("org_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_search_document_idx" ON "applications" USING gin ("search_document");