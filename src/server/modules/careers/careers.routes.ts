import type { FastifyInstance } from 'fastify';
import { CAREERS_BOARD_WEBHOOK_PATH } from '../../../shared/careers-board';
import type { AppContext } from '../../context';
import { receiveBoardWebhook } from './board-events.service';

/** The board's webhooks are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function careersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Its own scope: the signature is over the raw bytes, so JSON is parsed only after
  // it is checked, and only here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      CAREERS_BOARD_WEBHOOK_PATH,
      { config: { public: true, allowCrossSite: true } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['zuludesk-signature'];
        return receiveBoardWebhook(ctx, rawBody, typeof header === 'string' ? header : undefined);
      },
    );
  });
}
