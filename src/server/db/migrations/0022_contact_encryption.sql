-- Issue 19, decision 0036: candidates' contact data sealed at rest. The name's trigram
-- index and the generated contact search document were made of the words themselves;
-- `npm run data-key:rotate` seals rows from before (and fills email_index and
-- contact_search, keyed tokens instead of words).
DROP INDEX "candidates_org_email_key";--> statement-breakpoint
DROP INDEX "candidates_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_to_idx";--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "contact_search" DROP EXPRESSION;--> statement-breakpoint
UPDATE "candidates" SET "contact_search" = ''::tsvector;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "contact_search" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "contact_search" SET NOT NULL;--> statement-breakpoint
-- A private link's email is sealed too; links made before cannot be sealed without the key: they end.
DELETE FROM "candidate_access_tokens";--> statement-breakpoint
ALTER TABLE "candidate_access_tokens" ADD COLUMN "email_index" text NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email_index" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "to_index" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "to_email_index" text;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_org_email_index_key" ON "candidates" USING btree ("org_id","email_index");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_index_idx" ON "mail_outbox" USING btree ("to_index");--> statement-breakpoint
DROP TRIGGER candidates_refresh_search_documents ON candidates;--> statement-breakpoint
CREATE TRIGGER candidates_refresh_search_documents
  AFTER UPDATE OF full_name, email, contact_search, location, experience_context, skills ON candidates
  FOR EACH ROW EXECUTE FUNCTION refresh_application_search_documents();--> statement-breakpoint
UPDATE applications a
  SET search_document = c.anonymous_search || CASE WHEN a.unlock_status = 'UNLOCKED' THEN c.contact_search ELSE ''::tsvector END
  FROM candidates c
  WHERE c.id = a.candidate_id;
