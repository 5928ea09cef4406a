ALTER TABLE "email_messages" ADD COLUMN "kind" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "email_messages_queued_idx" ON "email_messages" USING btree ("created_at") WHERE "email_messages"."status" = 'QUEUED';--> statement-breakpoint
UPDATE "email_messages" SET "kind" = 'interview_invite' WHERE "interview_id" IS NOT NULL;
