import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import {
  CallRateLimiter,
  CareersBoardClient,
  CareersBoardError,
  type CallOutcome,
} from './careers-board-client';
import { seedSandboxBoard } from './sandbox-seed';
import { SANDBOX_APPLICATIONS_PATH, startCareersBoardSimulator } from './simulator';

/**
 * The careers board Shortlist talks to: the partner's API when its admin token is
 * set, or the sandbox board (the simulator) when chosen, as the payment sandbox
 * stands in for the provider. Null when neither: nothing syncs.
 */
export interface CareersBoardConnection {
  client: CareersBoardClient;
  environment: 'production' | 'sandbox';
  baseUrl(): string;
  /** Null: webhooks are refused (the board's API page: the secret is optional). */
  readonly webhookSecret: string | null;
  hasAdminToken: boolean;
  /** The sandbox board's own controls, when that is the board. */
  sandbox: SandboxBoardControls | null;
  close(): Promise<void>;
}

export interface TestApplication {
  /** Our job's id: the board lists it under that reference. */
  jobExternalRef: string;
  fullName: string;
  email: string;
  phone: string | null;
  coverNote: string | null;
  sourceOrgName: string;
}

export interface SandboxBoardControls {
  /**
   * A made-up job seeker applies on the sandbox board and its webhook is delivered.
   * Null when the board lists no open job under that reference.
   */
  sendTestApplication(
    application: TestApplication,
  ): Promise<{ eventId: string; deliveryStatus: number | null } | null>;
}

/**
 * Where the process that runs the sandbox board says where it is, for the other
 * processes of the same installation (which share DATA_DIR): readable by this user only,
 * like the data key, since it holds the board's token.
 */
export const SANDBOX_BOARD_FILE = 'careers-board-sandbox.json';

interface SandboxBoardAddress {
  url: string;
  token: string;
  webhookSecret: string;
  pid: number;
}

export async function openCareersBoard(
  config: Config,
  options: {
    /** Where the sandbox board delivers its webhooks (known once Shortlist listens). */
    webhookUrl: () => string;
    onOutcome: (outcome: CallOutcome) => void;
    /**
     * Whether this process runs the sandbox board (one process does: the worker, or the
     * only one) or uses the one that process runs (a web process, decision 0038).
     */
    hostsSandbox: boolean;
  },
): Promise<CareersBoardConnection | null> {
  const rateLimiter = new CallRateLimiter();
  if (config.ZULUDESK_CAREERS_ADMIN_TOKEN) {
    const baseUrl = config.ZULUDESK_CAREERS_API_URL.replace(/\/$/, '');
    return {
      client: new CareersBoardClient({
        baseUrl,
        token: config.ZULUDESK_CAREERS_ADMIN_TOKEN,
        timeoutMs: config.CAREERS_BOARD_TIMEOUT,
        rateLimiter,
        onOutcome: options.onOutcome,
      }),
      environment: 'production',
      baseUrl: () => baseUrl,
      webhookSecret: config.ZULUDESK_CAREERS_WEBHOOK_SECRET ?? null,
      hasAdminToken: true,
      sandbox: null,
      close: async () => {},
    };
  }
  if (!config.CAREERS_BOARD_SANDBOX) return null;
  const addressFile = path.join(config.DATA_DIR, SANDBOX_BOARD_FILE);
  const address = options.hostsSandbox
    ? await startSandboxBoard(addressFile, options.webhookUrl)
    : null;
  // A web process reads the address every time: the worker may start after it, or again.
  const current = address ? () => address.published : () => readAddress(addressFile);
  const required = () => {
    const found = current();
    if (!found) {
      throw new CareersBoardError(
        'unavailable',
        `The sandbox board is not running: the worker process (--role=worker) runs it and writes ${addressFile}`,
      );
    }
    return found;
  };
  return {
    client: new CareersBoardClient({
      baseUrl: () => required().url,
      token: () => required().token,
      timeoutMs: config.CAREERS_BOARD_TIMEOUT,
      rateLimiter,
      onOutcome: options.onOutcome,
    }),
    environment: 'sandbox',
    baseUrl: () => current()?.url ?? 'the worker process’s sandbox board (not running)',
    get webhookSecret() {
      return current()?.webhookSecret ?? null;
    },
    hasAdminToken: true,
    sandbox: {
      async sendTestApplication(application) {
        const { url, token } = required();
        const response = await fetch(new URL(SANDBOX_APPLICATIONS_PATH, url), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(application),
          signal: AbortSignal.timeout(config.CAREERS_BOARD_TIMEOUT),
        }).catch((error: unknown) => {
          throw new CareersBoardError('unavailable', 'The sandbox board could not be reached', {
            cause: error,
          });
        });
        if (response.status === 404) return null;
        if (!response.ok) {
          throw new CareersBoardError(
            'unavailable',
            `The sandbox board answered ${response.status} to a test application`,
            { status: response.status },
          );
        }
        return (await response.json()) as { eventId: string; deliveryStatus: number | null };
      },
    },
    close: async () => {
      await address?.close();
    },
  };
}

/**
 * Runs the sandbox board in this process and publishes its address. It keeps its
 * state in memory, so it starts again with its seed after a restart.
 */
async function startSandboxBoard(file: string, webhookUrl: () => string) {
  const token = `sandbox_${randomBytes(24).toString('hex')}`;
  const simulator = await startCareersBoardSimulator({ token });
  simulator.setWebhookUrl(webhookUrl);
  seedSandboxBoard(simulator);
  const published: SandboxBoardAddress = {
    url: simulator.url,
    token,
    webhookSecret: simulator.webhookSecret,
    pid: process.pid,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a reader never sees half of it.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(published), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return {
    published,
    async close() {
      await simulator.close();
      // Only our own address: another process may have started a board since.
      if (readAddress(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

function readAddress(file: string): SandboxBoardAddress | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxBoardAddress;
  } catch {
    return null;
  }
}
