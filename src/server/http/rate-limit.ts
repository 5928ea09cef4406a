import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { preparedStatement } from '../db/prepared-statements';
import { AppError } from './app-error';
import { GroupCommit } from '../group-commit';
import type { ErrorCode } from '../../shared/errors';

/** A hit's place in its window's count, and when the window ends. */
interface Count {
  count: number;
  resetInMs: number;
}

export interface RateLimitRule {
  /** e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so that every web process behind a
 * load balancer shares them (DESIGN.md 2). The hits that arrive together are counted
 * together, one upsert for all of them (decision 0043): a crowd of applicants costs
 * the database a statement per group, not one per request.
 */
export class RateLimiter {
  private readonly groups = new Map<string, GroupCommit<string, Count>>();

  constructor(private readonly db: Db) {}

  async hit(
    rule: RateLimitRule,
    subject: string,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    return this.verdict(rule, await this.groupOf(rule).submit(`${rule.name}:${subject}`));
  }

  /**
   * Hits of the same rule that arrived together, counted in one statement now (a
   * caller that groups its requests already); each answered as `hit` would.
   */
  async hitEach(
    rule: RateLimitRule,
    subjects: string[],
  ): Promise<Array<{ allowed: boolean; retryAfterSeconds: number }>> {
    const counts = await this.count(
      subjects.map((subject) => `${rule.name}:${subject}`),
      rule.windowMs,
    );
    return counts.map((count) => this.verdict(rule, count));
  }

  private verdict(rule: RateLimitRule, { count, resetInMs }: Count) {
    const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    return { allowed: count <= rule.limit, retryAfterSeconds };
  }

  /** The rule's hits waiting to be counted together (rules differ in their window). */
  private groupOf(rule: RateLimitRule): GroupCommit<string, Count> {
    const name = `${rule.name}/${rule.windowMs}`;
    let group = this.groups.get(name);
    if (!group) {
      // One statement at a time: the hits that arrive meanwhile wait and go together
      // (decision 0055).
      const count = async (keys: string[]) =>
        (await this.count(keys, rule.windowMs)).map((value) => ({
          status: 'fulfilled' as const,
          value,
        }));
      group = new GroupCommit(count, {
        concurrency: 1,
        maxSize: 100,
      });
      this.groups.set(name, group);
    }
    return group;
  }

  /**
   * Each key's hits added to its window (a new window when it ended), in one
   * statement; each hit answered with its own place in the count, as if counted alone.
   */
  private async count(keys: string[], windowMs: number): Promise<Count[]> {
    const hits = new Map<string, number>();
    for (const key of keys) hits.set(key, (hits.get(key) ?? 0) + 1);
    // In key order, so that two groups with the same keys wait for each other, not deadlock.
    const distinct = [...hits.keys()].sort();
    const windowSeconds = windowMs / 1000;
    const rows = await queryRows<{ key: string; count: number; reset_in_ms: number }>(
      this.db,
      sql`${preparedStatement}
      insert into rate_limit_counters as c (key, window_start, count)
      select key, now(), hits
        from unnest(${sql.param(distinct)}::text[], ${sql.param(distinct.map((key) => hits.get(key)!))}::int[]) as hit(key, hits)
      on conflict (key) do update set
        window_start = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else c.window_start end,
        count = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then excluded.count else c.count + excluded.count end
      returning key, count, (extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int as reset_in_ms
    `,
    );
    const counted = new Map(rows.map((row) => [row.key, row]));
    const answered = new Map<string, number>();
    return keys.map((key) => {
      const row = counted.get(key);
      const place = (answered.get(key) ?? 0) + 1;
      answered.set(key, place);
      const count = row ? Number(row.count) - hits.get(key)! + place : place;
      const resetInMs = Number(row?.reset_in_ms ?? windowMs);
      return { count, resetInMs };
    });
  }

  /** Counts a hit and throws 429 once the rule's limit is passed. */
  async enforce(
    rule: RateLimitRule,
    subject: string,
    code: ErrorCode = 'rate_limited',
  ): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.hit(rule, subject);
    if (!allowed) throw new AppError(code, { retryAfterSeconds });
  }

  /** Drops windows that ended a day ago or more; called now and then by the server. */
  async prune(): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`,
    );
  }
}
