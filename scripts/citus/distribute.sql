-- Distribution of Shortlist's tables on Citus (decision 0040). Run once, on the
-- coordinator, after scripts/citus/prepare.sql, with the application stopped.

-- Organization-owned data: sharded by organization, all co-located with the
-- organizations table (distributed by its id), so one organization's rows share a node.
select create_distributed_table('organizations', 'id');
select create_distributed_table('jobs', 'org_id', colocate_with => 'organizations');
select create_distributed_table('pipeline_versions', 'org_id', colocate_with => 'organizations');
select create_distributed_table('candidates', 'org_id', colocate_with => 'organizations');
select create_distributed_table('applications', 'org_id', colocate_with => 'organizations');
select create_distributed_table('application_events', 'org_id', colocate_with => 'organizations');
select create_distributed_table('application_notes', 'org_id', colocate_with => 'organizations');
select create_distributed_table('application_unlocks', 'org_id', colocate_with => 'organizations');
select create_distributed_table('credit_ledger', 'org_id', colocate_with => 'organizations');
select create_distributed_table('credit_charges_at_commit', 'org_id', colocate_with => 'organizations');
select create_distributed_table('idempotency_keys', 'org_id', colocate_with => 'organizations');
select create_distributed_table('payments', 'org_id', colocate_with => 'organizations');
select create_distributed_table('interviews', 'org_id', colocate_with => 'organizations');
select create_distributed_table('scorecards', 'org_id', colocate_with => 'organizations');
select create_distributed_table('email_templates', 'org_id', colocate_with => 'organizations');
select create_distributed_table('email_messages', 'org_id', colocate_with => 'organizations');
select create_distributed_table('invitations', 'org_id', colocate_with => 'organizations');
select create_distributed_table('import_runs', 'org_id', colocate_with => 'organizations');
select create_distributed_table('import_run_resumes', 'org_id', colocate_with => 'organizations');
select create_distributed_table('activity_log', 'org_id', colocate_with => 'organizations');
