-- Distribution of Shortlist's tables on Citus (decision 0040). Run once, on the
-- coordinator, after scripts/citus/prepare.sql, with the application stopped:
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f scripts/citus/prepare.sql -f scripts/citus/distribute.sql
-- Every table of the public schema is named once below (a test checks it).

begin;

-- The triggers that keep a job's pipeline version, the search documents and the
-- unlock charges read and write rows of the same organization only, so they run on
-- the shard that fired them.
set local citus.enable_unsafe_triggers = on;

-- Platform data, small and read everywhere: a copy on every node.
select create_reference_table('users');
select create_reference_table('sessions');
select create_reference_table('password_reset_tokens');
select create_reference_table('admin_sessions');
select create_reference_table('candidate_access_tokens');
select create_reference_table('careers_board_health');
-- The names unique across organizations (slugs, board employers): the primary key of
-- one table decides, and a public page finds its job's organization here.
select create_reference_table('public_names');

-- Platform logs and counters, written often, read by the platform alone: they stay
-- on the coordinator.
select citus_add_local_table_to_metadata('audit_log');
select citus_add_local_table_to_metadata('mail_outbox');
select citus_add_local_table_to_metadata('payment_events');
select citus_add_local_table_to_metadata('payment_sandbox_transactions');
select citus_add_local_table_to_metadata('rate_limit_counters');
select citus_add_local_table_to_metadata('careers_board_events');
select citus_add_local_table_to_metadata('careers_board_runs');

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

commit;
