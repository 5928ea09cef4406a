CREATE TABLE "candidate_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_access_tokens_hash_key" ON "candidate_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_access_tokens_email_idx" ON "candidate_access_tokens" USING btree ("email");