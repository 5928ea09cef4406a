import {
  startCareersBoardSimulator,
  type RunningCareersBoardSimulator,
} from '../../src/server/adapters/careers-board/simulator';
import { CAREERS_BOARD_WEBHOOK_PATH } from '../../src/shared/careers-board';
import { signWebhook } from '../../src/server/adapters/careers-board/careers-board-client';
import { createTestApp, type TestApp } from '../setup/test-app';

export const BOARD_TOKEN = 'board-test-token-0123456789';

export interface BoardTestApp extends TestApp {
  /** The partner board's simulator, over real HTTP, that the app is configured against. */
  board: RunningCareersBoardSimulator;
}

/**
 * The app configured against a careers-board simulator on a local port (its
 * admin token, webhook secret and API URL), with quick retries for tests. With
 * `isListening`, the app listens too, so the simulator can deliver webhooks to it.
 */
export async function createBoardTestApp(
  env: Record<string, string> = {},
  options: { isListening?: boolean } = {},
): Promise<BoardTestApp> {
  const board = await startCareersBoardSimulator({ token: BOARD_TOKEN, callsPerSecond: null });
  const app = await createTestApp({
    ZULUDESK_CAREERS_ADMIN_TOKEN: BOARD_TOKEN,
    ZULUDESK_CAREERS_WEBHOOK_SECRET: board.webhookSecret,
    ZULUDESK_CAREERS_API_URL: board.url,
    CAREERS_BOARD_TIMEOUT: '2s',
    CAREERS_BOARD_RETRY_DELAY: '20ms',
    CAREERS_BOARD_RETRY_MAX_DELAY: '200ms',
    ...env,
  });
  if (options.isListening) {
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    board.setWebhookUrl(`${address}${CAREERS_BOARD_WEBHOOK_PATH}`);
  }
  const closeApp = app.close.bind(app);
  return Object.assign(app, {
    board,
    async close() {
      await closeApp();
      await board.close();
    },
  });
}

/** Posts a webhook to the app as the board would, signed unless told otherwise. */
export function postBoardWebhook(
  app: BoardTestApp,
  event: { id: string; type: string; createdAt?: string; data: unknown },
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const body = JSON.stringify({ createdAt: new Date().toISOString(), ...event });
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature === undefined
      ? signWebhook(options.secret ?? app.board.webhookSecret, body, timestamp)
      : options.signature;
  return app.server.inject({
    method: 'POST',
    url: CAREERS_BOARD_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'zuludesk-signature': signature }),
    },
    payload: body,
  });
}
