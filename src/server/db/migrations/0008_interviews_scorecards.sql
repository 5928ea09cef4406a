CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"interview_id" uuid,
	"submitted_by_id" uuid,
	"overall_rating" integer NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"recommendation" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_overall_rating_range" CHECK ("scorecards"."overall_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "email_messages" ALTER COLUMN "candidate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "timezone" text DEFAULT 'Africa/Accra' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "timezone" text DEFAULT 'Africa/Accra' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "interview_id" uuid;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecards_org_application_idx" ON "scorecards" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_interview_member_key" ON "scorecards" USING btree ("interview_id","submitted_by_id");--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_org_application_idx" ON "interviews" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_org_idempotency_key" ON "interviews" USING btree ("org_id","idempotency_key");