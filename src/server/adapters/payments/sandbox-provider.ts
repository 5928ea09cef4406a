import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatCedis } from '../../../shared/money';
import { signWebhookBody } from './paystack-client';

/**
 * The local default payment provider (DESIGN.md 7): a small Paystack-compatible
 * API and a checkout page served by Shortlist itself when no provider key is set.
 * The app talks to it with the real Paystack client over HTTP, and approving a
 * payment sends a signed webhook to the real webhook endpoint, so a purchase in
 * the sandbox takes the same path as one with the real provider. No money moves.
 */
export const SANDBOX_API_PATH = '/sandbox/paystack';
const CHECKOUT_PATH = '/sandbox/checkout';
/** Transactions are kept in memory; the oldest go first beyond this many. */
const MAX_TRANSACTIONS = 5_000;

interface SandboxTransaction {
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'pending' | 'success' | 'failed';
  paidAt: string | null;
}

export function createSandboxSecret(): string {
  return `sk_sandbox_${randomBytes(24).toString('hex')}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function checkoutPage(transaction: SandboxTransaction): string {
  const action = `${CHECKOUT_PATH}/${encodeURIComponent(transaction.accessCode)}`;
  const amount = escapeHtml(formatCedis(transaction.amount));
  const isOpen = transaction.status === 'pending';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout · Shortlist</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  .note { background: #fef9c3; border-radius: 0.5rem; padding: 0.75rem; font-size: 0.9rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0 0.25rem; }
  dl { font-size: 0.9rem; color: #52525b; }
  form { display: inline; }
  button { font: inherit; border: 0; border-radius: 0.5rem; padding: 0.6rem 1.2rem; cursor: pointer; margin-right: 0.5rem; }
  .approve { background: #15803d; color: #fff; }
  .decline { background: #e4e4e7; color: #18181b; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="note" role="note">This is Shortlist's payment sandbox: no card is charged and no money moves. Set PAYSTACK_SECRET_KEY to take real payments.</p>
  <p class="amount">${amount}</p>
  <dl><dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd><dt>Paid by</dt><dd>${escapeHtml(transaction.email)}</dd></dl>
  ${
    isOpen
      ? `<form method="post" action="${action}/approve"><button class="approve" type="submit">Approve payment</button></form>
  <form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>`
      : `<p>This payment is already ${transaction.status === 'success' ? 'approved' : 'declined'}.</p>`
  }
</main>
</body>
</html>`;
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** Paystack's envelope: `{ status, message, data }`. */
const ok = (message: string, data: unknown) => ({ status: true, message, data });
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

export function registerSandboxProvider(app: FastifyInstance, secretKey: string): void {
  const transactions = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, string>();
  const isAuthorized = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${secretKey}`;

  const api = { config: { public: true, allowCrossSite: true } };
  app.post(`${SANDBOX_API_PATH}/transaction/initialize`, api, async (request, reply) => {
    if (!isAuthorized(request)) return refuse(reply, 401, 'Invalid key');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { reference, amount, currency, email } = body;
    const callbackUrl = body.callback_url;
    if (
      typeof reference !== 'string' ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      typeof currency !== 'string' ||
      typeof email !== 'string' ||
      typeof callbackUrl !== 'string' ||
      !URL.canParse(callbackUrl)
    ) {
      return refuse(reply, 400, 'Invalid transaction');
    }
    if (transactions.has(reference)) return refuse(reply, 400, 'Duplicate Transaction Reference');
    if (transactions.size >= MAX_TRANSACTIONS) {
      const oldest = transactions.values().next().value!;
      transactions.delete(oldest.reference);
      byAccessCode.delete(oldest.accessCode);
    }
    const accessCode = randomBytes(12).toString('hex');
    transactions.set(reference, {
      reference,
      accessCode,
      amount,
      currency,
      email,
      callbackUrl,
      status: 'pending',
      paidAt: null,
    });
    byAccessCode.set(accessCode, reference);
    // The checkout opens in the payer's browser, on the site they came from.
    const checkoutUrl = `${new URL(callbackUrl).origin}${CHECKOUT_PATH}/${accessCode}`;
    return ok('Authorization URL created', {
      authorization_url: checkoutUrl,
      access_code: accessCode,
      reference,
    });
  });

  app.get<{ Params: { reference: string } }>(
    `${SANDBOX_API_PATH}/transaction/verify/:reference`,
    api,
    async (request, reply) => {
      if (!isAuthorized(request)) return refuse(reply, 401, 'Invalid key');
      const transaction = transactions.get(request.params.reference);
      if (!transaction) return refuse(reply, 400, 'Transaction reference not found');
      return ok('Verification successful', {
        reference: transaction.reference,
        status: transaction.status === 'pending' ? 'abandoned' : transaction.status,
        amount: transaction.amount,
        currency: transaction.currency,
        paid_at: transaction.paidAt,
      });
    },
  );

  const findByAccessCode = (accessCode: string) => {
    const reference = byAccessCode.get(accessCode);
    return reference ? transactions.get(reference) : undefined;
  };

  void app.register(async (scope) => {
    // The checkout's buttons are plain forms with nothing in them to read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
    });

    scope.get<{ Params: { accessCode: string } }>(
      `${CHECKOUT_PATH}/:accessCode`,
      { config: { public: true } },
      async (request, reply) => {
        const transaction = findByAccessCode(request.params.accessCode);
        if (!transaction) return reply.status(404).type('text/plain').send('Checkout not found');
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(checkoutPage(transaction));
      },
    );

    scope.post<{ Params: { accessCode: string } }>(
      `${CHECKOUT_PATH}/:accessCode/approve`,
      { config: { public: true } },
      async (request, reply) => {
        const transaction = findByAccessCode(request.params.accessCode);
        if (!transaction) return reply.status(404).type('text/plain').send('Checkout not found');
        if (transaction.status === 'pending') {
          transaction.status = 'success';
          transaction.paidAt = new Date().toISOString();
          const body = JSON.stringify({
            event: 'charge.success',
            data: {
              reference: transaction.reference,
              status: 'success',
              amount: transaction.amount,
              currency: transaction.currency,
              paid_at: transaction.paidAt,
            },
          });
          // Delivered to the real webhook endpoint, signed like the provider signs.
          const delivery = await app.inject({
            method: 'POST',
            url: '/api/v1/payments/webhook',
            headers: {
              'content-type': 'application/json',
              'x-paystack-signature': signWebhookBody(secretKey, body),
            },
            payload: body,
          });
          if (delivery.statusCode !== 200) {
            request.log.warn({ status: delivery.statusCode }, 'Sandbox webhook was not accepted');
          }
        }
        const { reference } = transaction;
        return reply.redirect(
          withParams(transaction.callbackUrl, { trxref: reference, reference }),
          303,
        );
      },
    );

    scope.post<{ Params: { accessCode: string } }>(
      `${CHECKOUT_PATH}/:accessCode/decline`,
      { config: { public: true } },
      async (request, reply) => {
        const transaction = findByAccessCode(request.params.accessCode);
        if (!transaction) return reply.status(404).type('text/plain').send('Checkout not found');
        if (transaction.status === 'pending') transaction.status = 'failed';
        const back = new URL('/credits', transaction.callbackUrl);
        return reply.redirect(
          withParams(back.toString(), { payment: 'failed', reference: transaction.reference }),
          303,
        );
      },
    );
  });
}
