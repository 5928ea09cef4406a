import type { FastifyInstance } from 'fastify';
import { CAREERS_BOARD_WEBHOOK_PATH } from '../../../shared/careers-board';
import type { AppContext } from '../../context';
import { registerWebhookRoute } from '../../http/webhook-route';
import { receiveBoardWebhook } from './board-events.service';

/** The board's webhooks are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function careersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWebhookRoute(
    app,
    {
      path: CAREERS_BOARD_WEBHOOK_PATH,
      bodyLimit: WEBHOOK_BODY_LIMIT,
      signatureHeader: 'zuludesk-signature',
    },
    (rawBody, signature) => receiveBoardWebhook(ctx, rawBody, signature),
  );
}
