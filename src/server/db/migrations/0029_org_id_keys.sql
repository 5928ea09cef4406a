CREATE UNIQUE INDEX "jobs_org_id_key" ON "jobs" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_org_id_key" ON "candidates" USING btree ("org_id","id");