import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { preparedStatement } from '../db/prepared-statements';
import type { ChainResult, InsertChain } from '../db/insert-chain';
import { AppError } from './app-error';
import { GroupCommit } from '../group-commit';
import type { ErrorCode } from '../../shared/errors';

/** A hit's place in its window's count, and when the window ends. */
interface Count {
  count: number;
  resetInMs: number;
}

/** Whether a hit is within its rule's limit, and when its window ends. */
export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Hits counted by a chain's step (RateLimiter.chainHitEach). */
export interface ChainedHits {
  /** Over a row's key (SQL): true unless the hit keyed by it is past the limit. */
  withinLimit(rowKey: SQL): SQL;
  /** Each hit's verdict, in order, from the chain's result. */
  verdicts(result: ChainResult): Verdict[];
}

type CountRow = {
  key: string;
  count: number;
  reset_in_ms: number;
};

/** Hits that arrive together: each key's number of them, and each hit's place among its key's. */
class Hits {
  private readonly perKey = new Map<string, number>();
  private readonly places: number[];
  /** The keys once each, in order, so that two groups with the same keys wait for each other, not deadlock. */
  readonly distinct: string[];

  constructor(readonly keys: string[]) {
    this.places = keys.map((key) => {
      const place = (this.perKey.get(key) ?? 0) + 1;
      this.perKey.set(key, place);
      return place;
    });
    this.distinct = [...this.perKey.keys()].sort();
  }

  /** How many hits of the same key come after hit `i`. */
  laterThan(i: number): number {
    return this.perKey.get(this.keys[i]!)! - this.places[i]!;
  }

  /**
   * Each key's hits added to its window (a new window when it ended), returning each
   * key's count and the milliseconds left in its window.
   */
  upsert(windowMs: number): SQL {
    const windowSeconds = windowMs / 1000;
    return sql`insert into rate_limit_counters as c (key, window_start, count)
      select key, now(), hits
        from unnest(${sql.param(this.distinct)}::text[], ${sql.param(this.distinct.map((key) => this.perKey.get(key)!))}::int[]) as hit(key, hits)
      on conflict (key) do update set
        window_start = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else c.window_start end,
        count = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then excluded.count else c.count + excluded.count end
      returning key, count, (extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int as reset_in_ms`;
  }

  /** Each hit with its own place in its key's count, as if counted alone. */
  counts(rows: Map<string, CountRow>, windowMs: number): Count[] {
    return this.keys.map((key, i) => {
      const row = rows.get(key);
      const count = row ? Number(row.count) - this.laterThan(i) : this.places[i]!;
      return { count, resetInMs: Number(row?.reset_in_ms ?? windowMs) };
    });
  }
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

  async hit(rule: RateLimitRule, subject: string): Promise<Verdict> {
    return this.verdict(rule, await this.groupOf(rule).submit(`${rule.name}:${subject}`));
  }

  /**
   * Hits of the same rule that arrived together, counted in one statement now (a
   * caller that groups its requests already); each answered as `hit` would.
   */
  async hitEach(rule: RateLimitRule, subjects: string[]): Promise<Verdict[]> {
    const counts = await this.count(
      subjects.map((subject) => `${rule.name}:${subject}`),
      rule.windowMs,
    );
    return counts.map((count) => this.verdict(rule, count));
  }

  /**
   * Hits of the same rule counted by a step of `chain` (decision 0060), added before
   * the inserts they limit: a row keyed by a hit's `rowKey` is written only if that hit
   * is within the limit (`withinLimit`). Once the chain ran, each hit is answered as
   * `hit` would; if it failed, nothing was counted.
   */
  chainHitEach(
    chain: InsertChain,
    rule: RateLimitRule,
    hitsToCount: Array<{ subject: string; rowKey: string | null }>,
  ): ChainedHits {
    const hits = new Hits(hitsToCount.map(({ subject }) => `${rule.name}:${subject}`));
    const step = chain.add(
      hits.upsert(rule.windowMs),
      sql`key as id, count || ' ' || reset_in_ms as value`,
    );
    const keyed = hitsToCount.flatMap(({ rowKey }, i) =>
      rowKey === null ? [] : [{ rowKey, key: hits.keys[i]!, later: hits.laterThan(i) }],
    );
    return {
      withinLimit: (rowKey) =>
        sql`${rowKey} not in (select hit.row_key
          from unnest(${sql.param(keyed.map((hit) => hit.rowKey))}::text[], ${sql.param(keyed.map((hit) => hit.key))}::text[], ${sql.param(keyed.map((hit) => hit.later))}::int[]) as hit(row_key, key, later)
          join ${step.name} as counted on counted.key = hit.key
          where counted.count - hit.later > ${rule.limit})`,
      verdicts: (result) => {
        const rows = new Map<string, CountRow>();
        for (const key of hits.distinct) {
          const [count, resetInMs] = result.valueOf(step, key)!.split(' ');
          rows.set(key, { key, count: Number(count), reset_in_ms: Number(resetInMs) });
        }
        return hits.counts(rows, rule.windowMs).map((count) => this.verdict(rule, count));
      },
    };
  }

  private verdict(rule: RateLimitRule, { count, resetInMs }: Count): Verdict {
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

  /** Each key's hits added to its window, in one statement (see Hits.upsert). */
  private async count(keys: string[], windowMs: number): Promise<Count[]> {
    const hits = new Hits(keys);
    const rows = await queryRows<CountRow>(
      this.db,
      sql`${preparedStatement}${hits.upsert(windowMs)}`,
    );
    return hits.counts(new Map(rows.map((row) => [row.key, row])), windowMs);
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
