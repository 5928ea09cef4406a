ALTER TABLE "organizations" ADD COLUMN "application_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "anonymized_at" timestamp with time zone;