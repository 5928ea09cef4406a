import type { FastifyBaseLogger } from 'fastify';
import type { CareersBoardConnection } from './adapters/careers-board/connection';
import type { EmployerSummary } from './adapters/careers-board/careers-board-client';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/paystack-client';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ContactVault } from './modules/candidates/contact-vault';
import type { PublicJobPageEntry } from './modules/public-jobs/public-jobs.service';
import type { RateLimiter } from './http/rate-limit';
import type { ProcessBus } from './process-bus';
import type { TaskQueue } from './queue/task-queue';
import type { TtlCache } from './ttl-cache';

/** What services need from the outside world; built once in buildApp and passed explicitly. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Uploaded files (resumes). */
  storage: FileStorage;
  /** Seals candidates' contact data; opened only by the candidates module (decision 0036). */
  vault: ContactVault;
  log: FastifyBaseLogger;
  /** Background tasks (pg-boss), worked in this process unless it is a web process. */
  queue: TaskQueue;
  /** Tells the other server processes what changed (their caches), decision 0038. */
  bus: ProcessBus;
  /**
   * The payment provider: Paystack-compatible, or the local sandbox when chosen
   * (PAYMENTS_SANDBOX); null when neither is configured, and nobody can buy credits.
   */
  paymentProvider: PaymentProvider | null;
  /**
   * The partner careers board: the partner's API, or the sandbox board that this
   * process (or the worker process) runs (CAREERS_BOARD_SANDBOX); null when neither,
   * and nothing syncs.
   */
  careersBoard: CareersBoardConnection | null;
  /** The board's employers (GET /employers, every page), kept CAREERS_BOARD_EMPLOYERS_TTL. */
  boardEmployersCache: TtlCache<'all', { employers: EmployerSummary[]; fetchedAt: string }>;
  /** Where this site is reached (PUBLIC_URL, else this server's own address): links we hand out. */
  siteOrigin(): string;
  /** The public job pages' data and rendered body by slug, on the same terms as publicJobCache. */
  publicJobPageCache: TtlCache<string, PublicJobPageEntry | null>;
  /**
   * Published jobs by slug as response JSON (null: not published), for the busiest
   * public page. A change to a job forgets it here and, through `bus`, in every process.
   */
  publicJobCache: TtlCache<string, string | null>;
  /** The candidates page's figures by org, with the data version they were counted at. */
  candidateStatsCache: Map<
    string,
    {
      version: string;
      stats: { total: number; locked: number; unlocked: number; creditsSpent: number };
    }
  >;
  /** How many applications a search matches, by org, job and words, with the data version counted at. */
  searchCountCache: Map<string, { version: string; total: number; isTotalCapped: boolean }>;
  /**
   * Boards as response bodies by org, job and what else they depend on (stages,
   * filters), each valid while its job's pipeline version is (cachedBoardBody).
   */
  pipelineCache: Map<
    string,
    { version: number; body: Promise<{ json: Buffer; gzip: Buffer | null }> }
  >;
}
