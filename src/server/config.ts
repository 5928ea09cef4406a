import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CREDIT_PACKAGES } from '../shared/rules';

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(value.trim());
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a duration like 30m, 12h or 7d`,
        });
        return z.NEVER;
      }
      const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms'];
      return Number(match[1]) * unit;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/**
 * The connections a server process keeps when DATABASE_POOL_SIZE is not set: the
 * usual rule for PostgreSQL, twice the cores plus one, taken from this machine (where
 * `npm start` runs the database too), shared by `processes` processes (a cluster's
 * web processes and its worker), at least 2 each.
 */
export function defaultPoolSize(processes = 1, cores = os.availableParallelism()): number {
  return Math.max(2, Math.round((2 * cores + 1) / processes));
}

/** The whole configuration, read from the environment once at boot. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the site is reached, e.g. https://shortlist.example; used in emails and the Origin check. */
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  /**
   * Connections each server process keeps to PostgreSQL: by default about twice this
   * machine's cores, shared by the processes of a cluster (defaultPoolSize). More
   * only queue inside the database: on 2 cores, 1,000 unlocks at once settled in
   * 1.9 s with 5, 2.3 s with 10 and 3.3 s with 20 (decision 0053).
   */
  DATABASE_POOL_SIZE: positiveInt(defaultPoolSize()),
  DATA_DIR: z.string().default('./data'),
  /**
   * The key candidates' contact data is sealed with (32 bytes, base64: `openssl rand
   * -base64 32`). Without it, the key in DATA_DIR/data-encryption-key, generated on
   * the first start (decision 0036).
   */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  /** Keys values may still be sealed with, comma-separated, during a rotation (README). */
  DATA_ENCRYPTION_PREVIOUS_KEYS: z.string().optional(),
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
  SESSION_IDLE_TTL: duration('12h'),
  SESSION_ABSOLUTE_TTL: duration('7d'),
  PASSWORD_RESET_TTL: duration('1h'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Shortlist <no-reply@shortlist.local>'),
  /** Delivery attempts of a candidate email after the first, spaced by a doubling delay. */
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  EMAIL_RETRY_DELAY: duration('15s'),
  /** Candidate emails each process takes from the queue and delivers at once. */
  EMAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(50),
  /** SMTP connections each process keeps open (pooled) for them. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** Per IP, per 15 minutes. */
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(60),
  /** Per email address, per 15 minutes. */
  RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt(10),
  /** Sign-ups and reset requests per IP, per hour. */
  RATE_LIMIT_AUTH_PER_IP: positiveInt(50),
  /**
   * Public applications per IP, per hour. Generous: many applicants share one address
   * (a campus, a cybercafe, a mobile carrier's NAT).
   */
  RATE_LIMIT_APPLY_PER_IP: positiveInt(100),
  /**
   * Demo accounts created per IP, per hour: enough for a team behind one address to
   * try it, while one client cannot fill the database with demos.
   */
  RATE_LIMIT_DEMO_PER_IP: positiveInt(10),
  /**
   * The password console's password (/admin signed out), or better its argon2id hash
   * (ADMIN_PASSWORD_HASH). With neither, the password console is disabled: there is
   * never a default.
   */
  ADMIN_PASSWORD: z.string().min(1).max(256).optional(),
  ADMIN_PASSWORD_HASH: z
    .string()
    .regex(/^\$argon2(id|i|d)\$/, 'must be an argon2 hash ($argon2id$...)')
    .optional(),
  /** How long a password console session lives. */
  ADMIN_SESSION_TTL: duration('1h'),
  /** Admin password attempts per IP, per 15 minutes. */
  RATE_LIMIT_ADMIN_LOGIN_PER_IP: positiveInt(10),
  /**
   * How long a process may serve a public job page from memory: edits are announced to
   * every process at once (decision 0038); this bounds a page whose message was lost.
   */
  PUBLIC_JOB_CACHE_TTL: duration('10s'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('dist/web'),
  /**
   * The payment provider's secret key (Paystack-compatible). Without it, payments
   * go through the local sandbox checkout: no real money moves.
   */
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  /**
   * The local sandbox checkout, where anyone can approve their own payment: an
   * explicit choice, on by default only in development, never in production.
   */
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  PAYSTACK_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://api.paystack.co'),
  /** How long one call to the payment provider may take. */
  PAYMENT_PROVIDER_TIMEOUT: duration('15s'),
  /**
   * The partner careers board (shared/spec/careers-board-api.md): its admin token
   * connects it; without one, the local sandbox board runs in-process where chosen
   * (CAREERS_BOARD_SANDBOX, on by default on a developer's machine).
   */
  ZULUDESK_CAREERS_ADMIN_TOKEN: z.string().min(8).optional(),
  /** Secret of the board's webhooks; without it they are refused. */
  ZULUDESK_CAREERS_WEBHOOK_SECRET: z.string().min(8).optional(),
  ZULUDESK_CAREERS_API_URL: urlWithProtocols(['http:', 'https:']).default(
    'https://api.careers.zuludesk.example/v1',
  ),
  CAREERS_BOARD_SANDBOX: z.enum(['true', 'false']).optional(),
  /** One call to the board (the board's API asks for 10 s). */
  CAREERS_BOARD_TIMEOUT: duration('10s'),
  /** Tries of one job sync before it is FAILED, and the backoff between them (decision 0030). */
  CAREERS_BOARD_SYNC_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  CAREERS_BOARD_RETRY_DELAY: duration('60s'),
  CAREERS_BOARD_RETRY_MAX_DELAY: duration('1h'),
  /** How long the board's employer list is kept (spec: 5 minutes). */
  CAREERS_BOARD_EMPLOYERS_TTL: duration('5m'),
  /** How long POST sync-employer-accounts waits for its run before answering with progress. */
  CAREERS_BOARD_EMPLOYER_SYNC_WAIT: duration('20s'),
  /** Credit packages as credits:pesewas pairs, e.g. "10:9000" is 10 credits for GH₵ 90. */
  CREDIT_PACKAGES: z
    .string()
    .default(
      DEFAULT_CREDIT_PACKAGES.map((pack) => `${pack.credits}:${pack.pricePesewas}`).join(','),
    )
    .transform((value, ctx) => {
      const packages = value.split(',').map((pair) => {
        const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(pair);
        return match ? { credits: Number(match[1]), pricePesewas: Number(match[2]) } : null;
      });
      if (packages.some((pack) => !pack || pack.credits < 1 || pack.pricePesewas < 1)) {
        ctx.addIssue({ code: 'custom', message: 'must be credits:pesewas pairs like 10:9000' });
        return z.NEVER;
      }
      const valid = packages as Array<{ credits: number; pricePesewas: number }>;
      if (new Set(valid.map((pack) => pack.credits)).size !== valid.length) {
        ctx.addIssue({ code: 'custom', message: 'must not list the same number of credits twice' });
        return z.NEVER;
      }
      return valid.sort((a, b) => a.credits - b.credits);
    }),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PAYMENTS_SANDBOX' | 'CAREERS_BOARD_SANDBOX'
> & {
  /** Decided from PAYMENTS_SANDBOX, NODE_ENV and PAYSTACK_SECRET_KEY (choosePaymentsSandbox). */
  PAYMENTS_SANDBOX: boolean;
  /** The in-process sandbox board: chosen (default on a developer's machine) and no admin token. */
  CAREERS_BOARD_SANDBOX: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.SESSION_IDLE_TTL > config.SESSION_ABSOLUTE_TTL) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_IDLE_TTL must not be longer than SESSION_ABSOLUTE_TTL',
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    PAYMENTS_SANDBOX: choosePaymentsSandbox(config),
    CAREERS_BOARD_SANDBOX:
      !config.ZULUDESK_CAREERS_ADMIN_TOKEN &&
      (config.CAREERS_BOARD_SANDBOX ?? String(isDevelopmentMachine(config))) === 'true',
  };
}

/**
 * Whether purchases go through the sandbox checkout: only when chosen
 * (PAYMENTS_SANDBOX=true, the default in development) and no provider key is set.
 * A production server takes real payments or refuses to start: the sandbox credits
 * whoever approves their own checkout.
 */
function choosePaymentsSandbox(config: z.output<typeof configSchema>): boolean {
  // By default only on a developer's machine: a PUBLIC_URL elsewhere means a deployment
  // that merely forgot NODE_ENV=production.
  const isDefault = isDevelopmentMachine(config);
  const isChosen = (config.PAYMENTS_SANDBOX ?? String(isDefault)) === 'true';
  if (config.NODE_ENV === 'production') {
    if (config.PAYMENTS_SANDBOX === 'true') {
      throw new ConfigError(
        'Invalid configuration:\n  PAYMENTS_SANDBOX=true cannot be used with NODE_ENV=production: the sandbox checkout credits anyone who approves their own payment. Set PAYSTACK_SECRET_KEY instead.',
      );
    }
    if (!config.PAYSTACK_SECRET_KEY) {
      throw new ConfigError(
        'Invalid configuration:\n  NODE_ENV=production needs PAYSTACK_SECRET_KEY (real payments); PAYMENTS_SANDBOX=true (the sandbox checkout, no money moves) is for development and testing only.',
      );
    }
  }
  return !config.PAYSTACK_SECRET_KEY && isChosen;
}

function isDevelopmentMachine(config: z.output<typeof configSchema>): boolean {
  const isLocal = !config.PUBLIC_URL || isLocalHost(new URL(config.PUBLIC_URL).hostname);
  return config.NODE_ENV === 'development' && isLocal;
}

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
