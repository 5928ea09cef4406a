CREATE TABLE "payment_sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_transactions_access_code_key" ON "payment_sandbox_transactions" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "payment_sandbox_transactions_created_idx" ON "payment_sandbox_transactions" USING btree ("created_at");