CREATE TABLE "public_names" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"org_id" uuid NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_names_pkey" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
ALTER TABLE "public_names" ADD CONSTRAINT "public_names_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_names_org_id_idx" ON "public_names" USING btree ("org_id");--> statement-breakpoint
-- The names given so far, claimed by their holders (each unique already).
INSERT INTO "public_names" ("kind", "name", "org_id")
  SELECT 'organization', "slug", "id" FROM "organizations";--> statement-breakpoint
INSERT INTO "public_names" ("kind", "name", "org_id", "job_id")
  SELECT 'job', "public_slug", "org_id", "id" FROM "jobs";--> statement-breakpoint
INSERT INTO "public_names" ("kind", "name", "org_id")
  SELECT 'board employer', "board_employer_id", "id" FROM "organizations"
  WHERE "board_employer_id" IS NOT NULL;
