import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatCedis } from '../../../shared/money';
import type { Db } from '../../db/client';
import { paymentSandboxTransactions } from '../../db/schema';
import { signWebhookBody } from './paystack-client';

/**
 * The local default payment provider (DESIGN.md 7): a small Paystack-compatible
 * API and a checkout page served by Shortlist itself when no provider key is set.
 * The app talks to it with the real Paystack client (through `sandboxFetch`, into
 * its own process), and approving a payment sends a signed webhook to the real
 * webhook endpoint, so a purchase in the sandbox takes the same path as one with the
 * real provider. No money moves. Its transactions are in the database, so each step
 * of a purchase may be served by another server process (decision 0038).
 */
export const SANDBOX_API_PATH = '/sandbox/paystack';
const CHECKOUT_PATH = '/sandbox/checkout';
/** Older transactions are forgotten: a pending payment is settled within a day. */
const KEEP_TRANSACTIONS_DAYS = 30;

type SandboxTransaction = typeof paymentSandboxTransactions.$inferSelect;

export function createSandboxSecret(): string {
  return `sk_sandbox_${randomBytes(24).toString('hex')}`;
}

/**
 * `fetch` for the Paystack client that calls the sandbox API of this very process
 * (Fastify's inject: no socket). Each process signs its calls with its own secret and
 * answers them itself, so no process needs another's address or secret, and a
 * process that does not listen (the worker) verifies payments too.
 */
export function sandboxFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function checkoutPage(transaction: SandboxTransaction): string {
  const action = `${CHECKOUT_PATH}/${encodeURIComponent(transaction.accessCode)}`;
  const amount = escapeHtml(formatCedis(transaction.amountPesewas));
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

export function registerSandboxProvider(app: FastifyInstance, db: Db, secretKey: string): void {
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
    await db
      .delete(paymentSandboxTransactions)
      .where(
        lt(
          paymentSandboxTransactions.createdAt,
          sql`now() - make_interval(days => ${KEEP_TRANSACTIONS_DAYS})`,
        ),
      );
    const accessCode = randomBytes(12).toString('hex');
    const inserted = await db
      .insert(paymentSandboxTransactions)
      .values({ reference, accessCode, amountPesewas: amount, currency, email, callbackUrl })
      .onConflictDoNothing({ target: paymentSandboxTransactions.reference })
      .returning({ reference: paymentSandboxTransactions.reference });
    if (inserted.length === 0) return refuse(reply, 400, 'Duplicate Transaction Reference');
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
      const [transaction] = await db
        .select()
        .from(paymentSandboxTransactions)
        .where(eq(paymentSandboxTransactions.reference, request.params.reference));
      if (!transaction) return refuse(reply, 400, 'Transaction reference not found');
      return ok('Verification successful', {
        reference: transaction.reference,
        status: transaction.status === 'pending' ? 'abandoned' : transaction.status,
        amount: transaction.amountPesewas,
        currency: transaction.currency,
        paid_at: transaction.paidAt?.toISOString() ?? null,
      });
    },
  );

  const findByAccessCode = async (accessCode: string) => {
    const [transaction] = await db
      .select()
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.accessCode, accessCode));
    return transaction;
  };
  /** The payer's answer, once: the row changes only while it is pending. */
  const settle = async (accessCode: string, status: 'success' | 'failed') => {
    const [settled] = await db
      .update(paymentSandboxTransactions)
      .set({ status, paidAt: status === 'success' ? new Date() : null })
      .where(
        and(
          eq(paymentSandboxTransactions.accessCode, accessCode),
          eq(paymentSandboxTransactions.status, 'pending'),
        ),
      )
      .returning();
    return settled;
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
        const transaction = await findByAccessCode(request.params.accessCode);
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
        const transaction = await findByAccessCode(request.params.accessCode);
        if (!transaction) return reply.status(404).type('text/plain').send('Checkout not found');
        const approved = await settle(transaction.accessCode, 'success');
        if (approved) {
          const body = JSON.stringify({
            event: 'charge.success',
            data: {
              reference: approved.reference,
              status: 'success',
              amount: approved.amountPesewas,
              currency: approved.currency,
              paid_at: approved.paidAt?.toISOString() ?? null,
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
        const transaction = await findByAccessCode(request.params.accessCode);
        if (!transaction) return reply.status(404).type('text/plain').send('Checkout not found');
        await settle(transaction.accessCode, 'failed');
        const back = new URL('/credits', transaction.callbackUrl);
        return reply.redirect(
          withParams(back.toString(), { payment: 'failed', reference: transaction.reference }),
          303,
        );
      },
    );
  });
}
