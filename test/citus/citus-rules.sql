-- Citus's checks at distribution time, for a plain PostgreSQL (decision 0040): Citus
-- itself is not packaged for this machine, so scripts/citus/distribute.sql is run
-- against these functions, which refuse what Citus refuses (Citus 12 documentation,
-- "Creating and modifying distributed objects"; citusdata/citus#4159, #7132) and
-- record each table's kind.

create table citus_tables (
  name text primary key,
  kind text not null check (kind in ('distributed', 'reference', 'local')),
  distribution_column text,
  colocation text
);

create function citus_check_references(target regclass, kind text, dist_column text) returns void
language plpgsql as $$
declare
  fk record;
  parent record;
  child_columns text[];
  parent_columns text[];
begin
  for fk in
    select c.conname, c.confrelid::regclass::text as parent, c.conkey, c.confkey, c.confdeltype
    from pg_constraint c where c.contype = 'f' and c.conrelid = target
  loop
    if fk.parent = target::text then
      continue;
    end if;
    select * into parent from citus_tables where name = fk.parent;
    if not found then
      raise exception 'cannot create foreign key constraint % on %: the referenced table % must be a distributed table or a reference table',
        fk.conname, target, fk.parent;
    end if;
    select array_agg(a.attname order by k.ord) into child_columns
    from unnest(fk.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = target and a.attnum = k.attnum;
    select array_agg(a.attname order by k.ord) into parent_columns
    from unnest(fk.confkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = fk.parent::regclass and a.attnum = k.attnum;
    if kind = 'reference' and parent.kind <> 'reference' then
      raise exception 'cannot create foreign key constraint % on %: reference tables may only reference reference tables',
        fk.conname, target;
    end if;
    if kind = 'local' and parent.kind = 'distributed' then
      raise exception 'cannot create foreign key constraint % on %: a local table may not reference a distributed table',
        fk.conname, target;
    end if;
    if kind = 'distributed' and parent.kind = 'distributed' then
      if parent.colocation is distinct from (select colocation from citus_tables where name = target::text)
        and parent.colocation is distinct from fk.parent then
        raise exception 'cannot create foreign key constraint % on %: the tables are not co-located', fk.conname, target;
      end if;
      if array_position(child_columns, dist_column) is null
        or array_position(child_columns, dist_column) <> array_position(parent_columns, parent.distribution_column) then
        raise exception 'cannot create foreign key constraint % on %: foreign keys between distributed tables must include the distribution column on both sides',
          fk.conname, target;
      end if;
    end if;
    if kind = 'distributed' and fk.confdeltype in ('n', 'd') and dist_column = any(child_columns) then
      raise exception 'cannot create foreign key constraint % on %: SET NULL or SET DEFAULT is not supported in ON DELETE operation when distribution key is included in the foreign key constraint',
        fk.conname, target;
    end if;
  end loop;
end
$$;

create function create_distributed_table(
  target regclass, distribution_column text, colocate_with text default 'default'
) returns void
language plpgsql as $$
declare
  index record;
begin
  if not exists (
    select 1 from pg_attribute where attrelid = target and attname = distribution_column and not attisdropped
  ) then
    raise exception 'column "%" of relation "%" does not exist', distribution_column, target;
  end if;
  if not (select attnotnull from pg_attribute where attrelid = target and attname = distribution_column) then
    raise exception 'the distribution column % of % may hold NULL, which Citus cannot place', distribution_column, target;
  end if;
  if colocate_with <> 'default' and not exists (
    select 1 from citus_tables where name = colocate_with and kind = 'distributed'
  ) then
    raise exception 'cannot colocate tables % and %: % is not distributed', target, colocate_with, colocate_with;
  end if;
  for index in
    select i.indexrelid::regclass::text as name from pg_index i
    where i.indrelid = target and i.indisunique
      and not exists (
        select 1 from pg_attribute a
        where a.attrelid = target and a.attnum = any(i.indkey) and a.attname = distribution_column
      )
  loop
    raise exception 'cannot create constraint on "%": distributed relations cannot have UNIQUE, EXCLUDE, or PRIMARY KEY constraints that do not include the partition column (index %)',
      target, index.name;
  end loop;
  if exists (select 1 from pg_trigger where tgrelid = target and not tgisinternal)
    and coalesce(current_setting('citus.enable_unsafe_triggers', true), 'off') <> 'on' then
    raise exception 'cannot distribute relation "%" because it has triggers', target;
  end if;
  insert into citus_tables values (
    target::text, 'distributed', distribution_column,
    case when colocate_with = 'default' then target::text else
      (select colocation from citus_tables where name = colocate_with) end
  );
  perform citus_check_references(target, 'distributed', distribution_column);
end
$$;

create function create_reference_table(target regclass) returns void
language plpgsql as $$
begin
  insert into citus_tables values (target::text, 'reference', null, null);
  perform citus_check_references(target, 'reference', null);
end
$$;

create function citus_add_local_table_to_metadata(target regclass) returns void
language plpgsql as $$
begin
  insert into citus_tables values (target::text, 'local', null, null);
  perform citus_check_references(target, 'local', null);
end
$$;
