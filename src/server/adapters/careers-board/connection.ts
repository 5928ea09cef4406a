import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { CallRateLimiter, CareersBoardClient, type CallOutcome } from './careers-board-client';
import { seedSandboxBoard } from './sandbox-seed';
import { startCareersBoardSimulator, type RunningCareersBoardSimulator } from './simulator';

/**
 * The careers board Shortlist talks to: the partner's API when its admin token is
 * set, or the sandbox board (the simulator, in this process) when chosen, as the
 * payment sandbox stands in for the provider. Null when neither: nothing syncs.
 */
export interface CareersBoardConnection {
  client: CareersBoardClient;
  environment: 'production' | 'sandbox';
  baseUrl(): string;
  /** Null: webhooks are refused (the board's API page: the secret is optional). */
  webhookSecret: string | null;
  hasAdminToken: boolean;
  /** The in-process sandbox board, when that is the board. */
  sandbox: RunningCareersBoardSimulator | null;
  close(): Promise<void>;
}

export async function openCareersBoard(
  config: Config,
  options: {
    /** Where the sandbox board delivers its webhooks (known once Shortlist listens). */
    webhookUrl: () => string;
    onOutcome: (outcome: CallOutcome) => void;
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
  const token = `sandbox_${randomBytes(24).toString('hex')}`;
  const sandbox = await startCareersBoardSimulator({ token });
  sandbox.setWebhookUrl(options.webhookUrl);
  seedSandboxBoard(sandbox);
  return {
    client: new CareersBoardClient({
      baseUrl: sandbox.url,
      token,
      timeoutMs: config.CAREERS_BOARD_TIMEOUT,
      rateLimiter,
      onOutcome: options.onOutcome,
    }),
    environment: 'sandbox',
    baseUrl: () => sandbox.url,
    webhookSecret: sandbox.webhookSecret,
    hasAdminToken: true,
    sandbox,
    close: () => sandbox.close(),
  };
}
