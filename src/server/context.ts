import type { Mailer } from './adapters/mail/mailer';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimiter } from './http/rate-limit';

/** What services need from the outside world; built once in buildApp and passed explicitly. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}
