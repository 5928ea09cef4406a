ALTER TABLE "organizations" ADD COLUMN "data_protection_contact_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "data_protection_contact_email" text;