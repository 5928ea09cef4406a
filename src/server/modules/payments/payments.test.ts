import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreditPackageView, PaymentView, PurchaseResponse } from '../../../shared/payments';
import { signWebhookBody } from '../../adapters/payments/paystack-client';
import { creditLedger, paymentEvents, payments } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  deliverPaymentWebhook,
  unique,
  type Employer,
  balanceOf as balanceOfOrg,
  waitUntil,
} from '../../../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../../../test/fakes/paystack-server';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { confirmPayment, FAILURE_REASONS, reconcilePayments } from './payments.service';

const SITE = 'http://shortlist.test';
const CALLBACK = `${SITE}/credits?payment=success`;
/** The default packages' 10-credit one: GH₵ 90. */
const TEN_CREDITS = { credits: 10, pesewas: 9000 };

let app: TestApp;
let fake: FakePaystack;
/** The trial credits every new organization starts with. */
let trialBalance: number;

beforeAll(async () => {
  fake = await startFakePaystack();
  app = await createTestApp({
    PUBLIC_URL: SITE,
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    PAYMENT_PROVIDER_TIMEOUT: '500ms',
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.initializeMode = 'ok';
  fake.verifyMode = 'ok';
  fake.verifyOverride = {};
  fake.verifyDelayMs = 0;
  fake.failingReferences.clear();
});

const balanceOf = (orgId: string) => balanceOfOrg(app, orgId);

async function purchasesOf(orgId: string) {
  return app.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.reason, 'purchase')));
}

async function paymentOf(reference: string) {
  const [row] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, reference));
  return row!;
}

async function buy(employer: Employer, credits = TEN_CREDITS.credits, extra: object = {}) {
  const response = await employer.client.post('/api/v1/credits/purchase', {
    credits,
    callbackUrl: CALLBACK,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PurchaseResponse>();
}

const webhookBody = (reference: string, overrides: Record<string, unknown> = {}) =>
  fake.chargeSuccessBody(reference, overrides);

const deliver = (body: string, signature?: string) =>
  deliverPaymentWebhook(app, fake.secretKey, body, signature);

describe('credit packages', () => {
  it('lists the configured packages with price per credit and percent off', async () => {
    const employer = await createEmployer(app);
    const response = await employer.client.get('/api/v1/credits/packages');
    expect(response.statusCode).toBe(200);
    const packages = response.json<CreditPackageView[]>();
    expect(packages.map((pack) => pack.credits)).toEqual([1, 5, 10, 25, 50]);
    expect(packages.find((pack) => pack.credits === 10)).toEqual({
      credits: 10,
      price: 90,
      pricePesewas: 9000,
      currency: 'GHS',
      pricePerCredit: 9,
      percentOff: 10,
    });
    expect(packages.find((pack) => pack.credits === 1)?.percentOff).toBe(0);
  });
});

describe('buying credits', () => {
  it('records a pending payment priced on the server and returns the provider page', async () => {
    const employer = await createEmployer(app);
    trialBalance = await balanceOf(employer.orgId);
    // An amount sent by the client is not read: the package sets the price.
    const { paymentUrl, reference } = await buy(employer, 10, { amount: 1, price: 1 });
    expect(paymentUrl).toBe(`https://checkout.fake.test/${reference}`);
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({
      orgId: employer.orgId,
      credits: 10,
      amountPesewas: TEN_CREDITS.pesewas,
      currency: 'GHS',
      status: 'PENDING',
    });
    expect(fake.transactions.get(reference)).toMatchObject({
      amount: TEN_CREDITS.pesewas,
      currency: 'GHS',
      callbackUrl: CALLBACK,
      email: employer.email,
    });
    expect(await balanceOf(employer.orgId)).toBe(trialBalance);
  });

  it('is for organization admins only', async () => {
    const employer = await createEmployer(app);
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const response = await recruiter.client.post('/api/v1/credits/purchase', {
      credits: 10,
      callbackUrl: CALLBACK,
    });
    expect(response.statusCode).toBe(403);
    expect((await recruiter.client.get('/api/v1/credits/payments')).statusCode).toBe(403);
  });

  it('refuses a package that does not exist and a callback on another site', async () => {
    const employer = await createEmployer(app);
    const odd = await employer.client.post('/api/v1/credits/purchase', {
      credits: 7,
      callbackUrl: CALLBACK,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Choose one of the credit packages.');
    for (const callbackUrl of [
      'https://evil.example/credits?payment=success',
      'http://shortlist.test.evil.example/credits',
      'javascript:alert(1)',
      '/credits',
    ]) {
      const response = await employer.client.post('/api/v1/credits/purchase', {
        credits: 10,
        callbackUrl,
      });
      expect(response.statusCode, callbackUrl).toBe(400);
      expect(response.json().error).toBe('invalid_callback_url');
    }
    expect(
      await app.database.db.select().from(payments).where(eq(payments.orgId, employer.orgId)),
    ).toEqual([]);
  });

  it('returns the same payment for a double-clicked Buy (same idempotency key)', async () => {
    const employer = await createEmployer(app);
    const idempotencyKey = unique('buy-key');
    const before = fake.calls.initialize;
    const [first, second] = await Promise.all([
      employer.client.post('/api/v1/credits/purchase', {
        credits: 10,
        callbackUrl: CALLBACK,
        idempotencyKey,
      }),
      employer.client.post('/api/v1/credits/purchase', {
        credits: 10,
        callbackUrl: CALLBACK,
        idempotencyKey,
      }),
    ]);
    // The second waits for the first one's checkout instead of starting another.
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const urls = new Set(
      [first!, second!].map((answer) => answer.json<PurchaseResponse>().paymentUrl),
    );
    expect(urls.size).toBe(1);
    const again = await buy(employer, 10, { idempotencyKey });
    expect(urls.has(again.paymentUrl)).toBe(true);
    const rows = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.orgId, employer.orgId));
    expect(rows).toHaveLength(1);
    expect(fake.calls.initialize - before).toBe(1);
    const otherPackage = await employer.client.post('/api/v1/credits/purchase', {
      credits: 25,
      callbackUrl: CALLBACK,
      idempotencyKey,
    });
    expect(otherPackage.statusCode).toBe(409);
  });

  it('answers the spec error and leaves no credit when the provider fails or hangs', async () => {
    for (const mode of ['error', 'hang'] as const) {
      const employer = await createEmployer(app);
      const balance = await balanceOf(employer.orgId);
      fake.initializeMode = mode;
      const response = await employer.client.post('/api/v1/credits/purchase', {
        credits: 10,
        callbackUrl: CALLBACK,
      });
      expect(response.statusCode, mode).toBe(502);
      expect(response.json().message).toBe('Failed to initiate payment');
      const [payment] = await app.database.db
        .select()
        .from(payments)
        .where(eq(payments.orgId, employer.orgId));
      expect(payment?.status).toBe('FAILED');
      // Even a webhook or reconciliation for it later credits nothing.
      await reconcilePayments(app.ctx, new Date(Date.now() + 25 * 60 * 60_000));
      expect(await balanceOf(employer.orgId)).toBe(balance);
      expect(await purchasesOf(employer.orgId)).toEqual([]);
    }
  });
});

describe('the payment webhook', () => {
  it('credits a confirmed payment once, as a purchase in the ledger', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    fake.pay(reference);
    const response = await deliver(webhookBody(reference));
    expect(response.statusCode).toBe(200);
    await waitUntil(async () => (await balanceOf(employer.orgId)) === balance + 10);
    const entries = await purchasesOf(employer.orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      delta: 10,
      balanceAfter: balance + 10,
      referenceType: 'payment',
    });
    expect(await paymentOf(reference)).toMatchObject({ status: 'PAID' });
    const history = await employer.client.get('/api/v1/credits/payments');
    expect(history.json<PaymentView[]>()[0]).toMatchObject({
      reference,
      status: 'PAID',
      credits: 10,
    });
    const credits = await employer.client.get('/api/v1/credits');
    expect(credits.json().history[0]).toMatchObject({ reason: 'purchase', delta: 10 });
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    fake.pay(reference);
    const body = webhookBody(reference);
    const forged = signWebhookBody('sk_test_not_the_key', body);
    const tampered = webhookBody(reference, { amount: 999_999 });
    for (const attempt of [
      deliver(body, forged),
      deliver(body, ''),
      deliver(tampered, signWebhookBody(fake.secretKey, body)),
      app.server.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
      app.server.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'text/plain', 'x-paystack-signature': forged },
        payload: body,
      }),
      app.server.inject({ method: 'POST', url: '/api/v1/payments/webhook' }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balanceOf(employer.orgId)).toBe(balance);
    expect(await paymentOf(reference)).toMatchObject({ status: 'PENDING' });
    const events = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, reference));
    expect(events).toEqual([]);
  });

  it('credits once when the same webhook arrives 50 times at once, racing the browser', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    fake.pay(reference);
    const body = webhookBody(reference);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => deliver(body)),
      employer.client.post(`/api/v1/credits/payments/${reference}/verify`),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await waitUntil(async () => (await paymentOf(reference)).status === 'PAID');
    // Let every queued confirmation run before counting.
    await waitUntil(async () => {
      const events = await app.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.reference, reference), eq(paymentEvents.event, 'verify')));
      return events.length >= 51;
    }, 20_000);
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    expect(await purchasesOf(employer.orgId)).toHaveLength(1);
  });

  it('credits nothing when the amount or currency does not match, and records why', async () => {
    for (const override of [{ amount: TEN_CREDITS.pesewas - 100 }, { currency: 'NGN' }]) {
      const employer = await createEmployer(app);
      const balance = await balanceOf(employer.orgId);
      const { reference } = await buy(employer);
      fake.pay(reference);
      fake.verifyOverride = override;
      expect((await deliver(webhookBody(reference))).statusCode).toBe(200);
      await waitUntil(async () => (await paymentOf(reference)).status === 'FAILED');
      expect(await balanceOf(employer.orgId)).toBe(balance);
      expect(await purchasesOf(employer.orgId)).toEqual([]);
      const [refused] = await app.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.reference, reference), eq(paymentEvents.outcome, 'refused')));
      expect(refused?.detail).toBe((await paymentOf(reference)).failureReason);
    }
  });

  it('ignores a webhook for a reference that is not ours', async () => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'SL-NOT-OURS', amount: 9000, currency: 'GHS' },
    });
    expect((await deliver(body)).statusCode).toBe(200);
    const [event] = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, 'SL-NOT-OURS'));
    expect(event).toMatchObject({ outcome: 'refused', paymentId: null });
  });
});

describe('reconciliation', () => {
  it('credits a paid payment whose webhook was lost, and fails the stale ones', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const paid = await buy(employer);
    const abandoned = await buy(employer, 5);
    fake.pay(paid.reference);

    // Not yet 10 minutes old: left alone.
    await reconcilePayments(app.ctx, new Date(Date.now() + 60_000));
    expect(await balanceOf(employer.orgId)).toBe(balance);

    await reconcilePayments(app.ctx, new Date(Date.now() + 11 * 60_000));
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    expect(await paymentOf(abandoned.reference)).toMatchObject({ status: 'PENDING' });

    await reconcilePayments(app.ctx, new Date(Date.now() + 25 * 60 * 60_000));
    expect(await paymentOf(abandoned.reference)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The payment was not completed within 24 hours.',
    });
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    expect(await purchasesOf(employer.orgId)).toHaveLength(1);
  });

  it('still credits, once, a payment the provider confirms after it was given up', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    await reconcilePayments(app.ctx, new Date(Date.now() + 25 * 60 * 60_000));
    expect(await paymentOf(reference)).toMatchObject({ status: 'FAILED' });
    fake.pay(reference);
    const body = webhookBody(reference);
    await Promise.all([deliver(body), deliver(body), deliver(body)]);
    await waitUntil(async () => (await paymentOf(reference)).status === 'PAID');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    expect(await purchasesOf(employer.orgId)).toHaveLength(1);
    expect((await paymentOf(reference)).failureReason).toBeNull();
  });

  it('keeps a payment pending while the provider cannot be reached', async () => {
    const employer = await createEmployer(app);
    const { reference } = await buy(employer);
    fake.verifyMode = 'error';
    const summary = await reconcilePayments(app.ctx, new Date(Date.now() + 25 * 60 * 60_000));
    expect(summary.errors).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(reference)).toMatchObject({ status: 'PENDING' });
  });
});

describe('the return from the provider', () => {
  it('confirms the payment at once, and only for its own organization', async () => {
    const employer = await createEmployer(app);
    const rival = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    const early = await employer.client.post(`/api/v1/credits/payments/${reference}/verify`);
    expect(early.json<PaymentView>().status).toBe('PENDING');
    fake.pay(reference);
    const stranger = await rival.client.post(`/api/v1/credits/payments/${reference}/verify`);
    expect(stranger.statusCode).toBe(404);
    const answer = await employer.client.post(`/api/v1/credits/payments/${reference}/verify`);
    expect(answer.json<PaymentView>()).toMatchObject({ reference, status: 'PAID' });
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
  });
});

describe('a payment paid at the last moment (issue 14.6)', () => {
  it('is credited once when the confirmation loses the race to the expiry', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    fake.pay(reference);
    // The provider answers late; meanwhile the 24-hour expiry fails the payment.
    fake.verifyDelayMs = 400;
    const confirming = confirmPayment(app.ctx, reference, 'webhook');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.database.db
      .update(payments)
      .set({ status: 'FAILED', failureReason: FAILURE_REASONS.expired })
      .where(eq(payments.reference, reference));
    expect(await confirming).toBe('credited');
    expect(await paymentOf(reference)).toMatchObject({ status: 'PAID', failureReason: null });
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    // Confirmed again (a replayed webhook): nothing more.
    fake.verifyDelayMs = 0;
    expect(await confirmPayment(app.ctx, reference, 'webhook')).toBe('duplicate');
    expect(await purchasesOf(employer.orgId)).toHaveLength(1);
  });

  it('is credited when a decline was recorded while the provider answered', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    fake.pay(reference);
    fake.verifyDelayMs = 400;
    const confirming = confirmPayment(app.ctx, reference, 'callback');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.database.db
      .update(payments)
      .set({ status: 'FAILED', failureReason: FAILURE_REASONS.declined })
      .where(eq(payments.reference, reference));
    expect(await confirming).toBe('credited');
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
  });
});

describe('reconciliation cannot starve (issue 14.7)', () => {
  it('expires a pending payment the provider has no record of', async () => {
    const employer = await createEmployer(app);
    const { reference } = await buy(employer);
    // As after a crash between our insert and the provider's initialize.
    fake.transactions.delete(reference);
    await reconcilePayments(app.ctx, new Date(Date.now() + 11 * 60_000));
    expect(await paymentOf(reference)).toMatchObject({
      status: 'FAILED',
      failureReason: FAILURE_REASONS.unknown,
    });
  });

  it('backs off payments that keep erroring, so 100 stuck ones do not stop newer ones', async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const stuck: string[] = [];
    for (let i = 0; i < 100; i++) {
      const { reference } = await buy(employer, 1);
      fake.failingReferences.add(reference);
      stuck.push(reference);
    }
    // The stuck ones are the oldest: due first.
    await app.database.db
      .update(payments)
      .set({ nextCheckAt: new Date(Date.now() - 60 * 60_000) })
      .where(inArray(payments.reference, stuck));
    const later = new Date(Date.now() + 11 * 60_000);
    const first = await reconcilePayments(app.ctx, later);
    expect(first.errors).toBeGreaterThanOrEqual(100);

    const { reference } = await buy(employer);
    fake.pay(reference);
    const second = await reconcilePayments(app.ctx, later);
    expect(second.credited).toBe(1);
    expect(await paymentOf(reference)).toMatchObject({ status: 'PAID' });
    expect(await balanceOf(employer.orgId)).toBe(balance + 10);
    // The stuck ones are due again later, each further apart.
    const [one] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, stuck[0]!));
    expect(one).toMatchObject({ status: 'PENDING', checkAttempts: 1 });
    expect(one!.nextCheckAt!.getTime()).toBeGreaterThan(later.getTime());
  });
});

describe('idempotency keys of other operations (issue 14.8)', () => {
  it("cannot block a payment's ledger key", async () => {
    const employer = await createEmployer(app);
    const balance = await balanceOf(employer.orgId);
    const { reference } = await buy(employer);
    // An unlock sent with exactly the payment's ledger key as its idempotency key.
    const job = await createPublishedJob(employer.client);
    const applicant = await createApplication(app, job);
    const unlocked = await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`, {
      idempotencyKey: `payment:paystack:${reference}`,
    });
    expect(unlocked.statusCode).toBe(200);
    fake.pay(reference);
    expect(await confirmPayment(app.ctx, reference, 'webhook')).toBe('credited');
    expect(await paymentOf(reference)).toMatchObject({ status: 'PAID' });
    expect(await balanceOf(employer.orgId)).toBe(balance - 1 + 10);
  });
});

describe('without a payment provider (issue 14.1)', () => {
  it('answers 503 to a purchase when neither a key nor the sandbox is configured', async () => {
    const bare = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const employer = await createEmployer(bare);
      const before = await balanceOfOrg(bare, employer.orgId);
      const response = await employer.client.post('/api/v1/credits/purchase', {
        credits: 10,
        callbackUrl: 'http://localhost/credits',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('payments_unavailable');
      expect(await balanceOfOrg(bare, employer.orgId)).toBe(before);
    } finally {
      await bare.close();
    }
  });

  it('never mounts the sandbox checkout with a provider key', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: '',
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.url,
    });
    const development = await createTestApp({ NODE_ENV: 'development', PAYMENTS_SANDBOX: '' });
    try {
      const paths = (server: TestApp['server']) => server.printRoutes({ commonPrefix: false });
      expect(paths(production.server)).not.toContain('sandbox');
      expect(paths(development.server)).toContain('sandbox');
    } finally {
      await production.close();
      await development.close();
    }
  });
});
