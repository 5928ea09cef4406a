import type { FastifyInstance } from 'fastify';
import { purchaseSchema } from '../../../shared/payments';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { AppError, parseInput } from '../../http/app-error';
import { assertNoNulCharacter } from '../../http/input-checks';
import { siteOrigin } from '../../http/site-origin';
import { registerWebhookRoute } from '../../http/webhook-route';
import * as payments from './payments.service';

/** Provider webhooks are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/credits/packages', async (request) => {
    requireMember(request);
    return payments.listPackages(ctx);
  });

  app.post('/api/v1/credits/purchase', async (request) => {
    const actor = requireMember(request, 'buyCredits');
    const input = parseInput(purchaseSchema, request.body);
    return payments.startPurchase(ctx, actor, input, siteOrigin(ctx.config, request));
  });

  app.get('/api/v1/credits/payments', async (request) => {
    return payments.listPaymentHistory(ctx, requireMember(request, 'buyCredits'));
  });

  app.post<{ Params: { reference: string } }>(
    '/api/v1/credits/payments/:reference/verify',
    async (request) => {
      const actor = requireMember(request, 'buyCredits');
      const reference = request.params.reference;
      if (reference.length > 200) throw new AppError('payment_not_found');
      return payments.verifyReturnedPayment(ctx, actor, reference);
    },
  );

  registerWebhookRoute(
    app,
    {
      path: '/api/v1/payments/webhook',
      bodyLimit: WEBHOOK_BODY_LIMIT,
      signatureHeader: 'x-paystack-signature',
    },
    async (rawBody, signature) => {
      // Only a signed body is read here; an unsigned one gets its 401 from the service.
      if (ctx.paymentProvider?.isValidSignature(rawBody, signature)) assertWebhookShape(rawBody);
      await payments.receiveWebhook(ctx, rawBody, signature);
      return { received: true };
    },
  );
}

/** A signed event is still refused unless it is a JSON object whose text holds no NUL. */
function assertWebhookShape(rawBody: Buffer): void {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new AppError('invalid_webhook_payload');
  }
  assertNoNulCharacter(payload);
}
