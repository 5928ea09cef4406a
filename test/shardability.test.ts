import { beforeAll, describe, expect, it } from 'vitest';
import { loadModule } from 'libpg-query';
import { ShardabilityChecker, distributedTables } from './setup/shardability';

let checker: ShardabilityChecker;
beforeAll(async () => {
  await loadModule();
  checker = new ShardabilityChecker(distributedTables());
});

describe('the shardability check', () => {
  it.each([
    ['select * from applications where org_id = $1 and id = $2'],
    ['select * from organizations where id = $1'],
    [
      'select a.id from applications a join jobs j on j.org_id = a.org_id and j.id = a.job_id where a.org_id = $1',
    ],
    [
      'update "applications" set "stage" = $1 where ("applications"."org_id" = $2 and "applications"."id" = $3)',
    ],
    ['insert into "jobs" ("id", "org_id") values ($1, $2)'],
    ['delete from candidates where org_id = any($1) and id = $2'],
    ['select count(*) from users'],
    ['select j.id from jobs j join organizations o on o.id = j.org_id where o.id = $1'],
  ])('passes a statement pinned to organizations: %s', (sql) => {
    expect(checker.unpinnedTables(sql)).toEqual([]);
  });

  it.each([
    ['select * from applications where id = $1', ['applications']],
    [
      'select a.id from applications a join jobs j on j.id = a.job_id where a.org_id = $1',
      ['jobs'],
    ],
    ['insert into "jobs" ("id") values ($1)', ['jobs']],
    ['select * from jobs where org_id = $1 or id = $2', ['jobs']],
    [
      'select * from jobs where org_id = $1 and exists (select 1 from applications a where a.job_id = jobs.id)',
      ['applications'],
    ],
    ['update organizations set credit_balance = 0', ['organizations']],
    ['with x as (select id from jobs) select * from x', ['jobs']],
  ])('names the tables a statement leaves unpinned: %s', (sql, tables) => {
    expect(checker.unpinnedTables(sql)).toEqual(tables);
  });
});
