import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { AppError } from './app-error';
import type { ErrorCode } from '../../shared/errors';

export interface RateLimitRule {
  /** e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so that every web process behind a
 * load balancer shares them (DESIGN.md 2). One upsert per check.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(
    rule: RateLimitRule,
    subject: string,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const key = `${rule.name}:${subject}`;
    const rows = await queryRows<{ count: number; reset_in_ms: number }>(
      this.db,
      sql`
      insert into rate_limit_counters as c (key, window_start, count)
      values (${key}, now(), 1)
      on conflict (key) do update set
        window_start = case when c.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) then now() else c.window_start end,
        count = case when c.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) then 1 else c.count + 1 end
      returning count, (extract(epoch from (window_start + make_interval(secs => ${rule.windowMs / 1000}) - now())) * 1000)::int as reset_in_ms
    `,
    );
    const row = rows[0];
    const count = Number(row?.count ?? 1);
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil(Number(row?.reset_in_ms ?? rule.windowMs) / 1000),
    );
    return { allowed: count <= rule.limit, retryAfterSeconds };
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
