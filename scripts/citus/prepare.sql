-- Prepares a migrated Shortlist database for Citus (decision 0040): run on the
-- coordinator, with the application stopped, before scripts/citus/distribute.sql.
--
-- Citus keeps a key or a reference only among the rows of one shard, so on every table
-- distributed by organization:
--   1. primary and unique keys include org_id: (org_id, id) instead of (id), and the
--      keys that were unique across organizations become unique per organization
--      (public and organization slugs, board employer, invitation token, payment
--      reference: random or chosen by us; decision 0040 says what keeps each unique);
--   2. a reference to another organization-owned table carries org_id on both sides,
--      (org_id, job_id) -> jobs (org_id, id), so it stays inside the shard; one that set
--      the reference to null when its row went cannot (Citus would null org_id too,
--      citusdata/citus#7132) and is dropped: the application clears those itself;
--   3. platform tables (reference tables, or kept on the coordinator) do not reference
--      organization-owned tables: those references are dropped, and deleting an
--      organization deletes its users itself.
-- The whole script is one transaction: it applies completely or not at all.

begin;

-- The primary keys become (org_id, id) below: the indexes that give one server that key
-- go first, so that the references rewritten below name the primary keys.
drop index candidates_org_id_key;
drop index jobs_org_id_key;
drop index applications_org_id_key;
drop index email_messages_org_id_key;

create temporary table citus_distributed (name text primary key) on commit drop;
insert into citus_distributed values
  ('organizations'), ('jobs'), ('pipeline_versions'), ('candidates'), ('applications'),
  ('application_events'), ('application_notes'), ('application_unlocks'), ('credit_ledger'),
  ('credit_charges_at_commit'), ('idempotency_keys'), ('payments'), ('interviews'),
  ('scorecards'), ('email_templates'), ('email_messages'), ('invitations'), ('import_runs'),
  ('import_run_resumes'), ('activity_log');
create temporary table citus_references (statement text) on commit drop;

do $$
declare
  fk record;
  key record;
  dist_column text;
  referenced_column text;
  columns text;
begin
  -- References between tables, rewritten or dropped before the keys they depend on change.
  for fk in
    select c.oid, c.conname, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
           c.confdeltype, c.conkey, c.confkey, c.conrelid, c.confrelid
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
  loop
    if not exists (select 1 from citus_distributed where name = fk.parent) then
      continue; -- to a platform (reference) table: Citus keeps it as it is.
    end if;
    if not exists (select 1 from citus_distributed where name = fk.child) then
      -- 3. A platform table referencing organization-owned rows.
      execute format('alter table %I drop constraint %I', fk.child, fk.conname);
      continue;
    end if;
    if fk.parent = 'organizations' then
      continue; -- org_id -> organizations(id): the distribution columns themselves.
    end if;
    execute format('alter table %I drop constraint %I', fk.child, fk.conname);
    if fk.confdeltype in ('n', 'd') then
      continue; -- 2. set null / set default: dropped.
    end if;
    select string_agg(quote_ident(a.attname), ', ' order by k.ord) into columns
    from unnest(fk.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum;
    select string_agg(quote_ident(a.attname), ', ' order by k.ord) into referenced_column
    from unnest(fk.confkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = fk.confrelid and a.attnum = k.attnum;
    -- Added again once the referenced table's key includes org_id (below), same name.
    insert into citus_references values (format(
      'alter table %I add constraint %I foreign key (org_id, %s) references %I (org_id, %s) on delete %s',
      fk.child, fk.conname, columns, fk.parent, referenced_column,
      case fk.confdeltype when 'c' then 'cascade' when 'r' then 'restrict' else 'no action' end
    ));
  end loop;

  -- 1. Primary and unique keys of distributed tables that lack the distribution column.
  for key in
    select i.indexrelid::regclass::text as index_name, t.relname as table_name, i.indisprimary,
           con.conname, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join citus_distributed d on d.name = t.relname
    left join pg_constraint con on con.conindid = i.indexrelid and con.contype in ('p', 'u')
    where i.indisunique
  loop
    dist_column := case key.table_name when 'organizations' then 'id' else 'org_id' end;
    if exists (
      select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indexrelid = key.index_name::regclass and a.attname = dist_column
    ) then
      continue;
    end if;
    if key.indisprimary then
      select string_agg(quote_ident(a.attname), ', ' order by k.ord) into columns
      from pg_index i, unnest(i.indkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attnum = k.attnum
      where i.indexrelid = key.index_name::regclass and a.attrelid = i.indrelid;
      execute format('alter table %I drop constraint %I', key.table_name, key.conname);
      execute format('alter table %I add constraint %I primary key (%I, %s)',
        key.table_name, key.conname, dist_column, columns);
    else
      execute format('drop index %I', key.index_name);
      -- The same index with the distribution column first: "(col" becomes "(org_id, col".
      execute regexp_replace(key.definition, ' USING (\w+) \(', format(' USING \1 (%I, ', dist_column));
    end if;
  end loop;

  for key in select statement from citus_references loop
    execute key.statement;
  end loop;
end
$$;

commit;
