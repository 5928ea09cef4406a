import { randomBytes } from 'node:crypto';
import {
  PAYMENT_CURRENCY,
  toCreditPackageView,
  type CreditPackageView,
  type PaymentView,
  type PurchaseInput,
  type PurchaseResponse,
} from '../../../shared/payments';
import { SINGLE_CREDIT_PRICE_PESEWAS } from '../../../shared/rules';
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/paystack-client';
import type { AppContext } from '../../context';
import type { MemberActor } from '../../http/actor';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError } from '../../http/app-error';
import { TASKS } from '../../queue/task-queue';
import { recordLedgerEntry } from '../credits/credits.service';
import { paymentReceiptEmail } from '../email/platform-emails';
import { getOrganization, isDemoOrganization, listMembers } from '../orgs/orgs.service';
import * as repo from './payments.repository';
import { toPaymentView } from './payments.views';

/** A payment still pending this long is verified with the provider (its webhook may be lost). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A payment still pending this long is failed. */
export const EXPIRE_AFTER_MS = 24 * 60 * 60_000;
const RECONCILE_BATCH = 100;
const HISTORY_LIMIT = 50;

export const FAILURE_REASONS = {
  initialize: 'The payment could not be started with the payment provider.',
  declined: 'The payment was declined or reversed.',
  amount: 'The amount paid does not match the package.',
  currency: 'The payment was not made in Ghana cedi.',
  reference: "The provider's record does not match this payment.",
  expired: 'The payment was not completed within 24 hours.',
  unknown: 'The payment provider has no record of this payment.',
} as const;

/**
 * Failures that the provider's later word "paid" overrides: money that arrives after
 * an expiry, a decline, or a lost checkout is still credited, once.
 */
const REOPENABLE_FAILURES = [
  FAILURE_REASONS.expired,
  FAILURE_REASONS.declined,
  FAILURE_REASONS.unknown,
] as const;

/** The first check of a pending payment, and the longest wait between two. */
const FIRST_CHECK_AFTER_MS = RECONCILE_AFTER_MS;
const MAX_CHECK_INTERVAL_MS = 6 * 60 * 60_000;

/** When a pending payment checked `attempts` times is due again: doubling, at most 6 hours apart. */
export function nextCheckAt(now: Date, attempts: number): Date {
  const wait = Math.min(MAX_CHECK_INTERVAL_MS, FIRST_CHECK_AFTER_MS * 2 ** Math.min(attempts, 10));
  return new Date(now.getTime() + wait);
}

/** The configured provider, or 503 `payments_unavailable` when this server has none. */
function providerOf(ctx: AppContext): PaymentProvider {
  if (!ctx.paymentProvider) throw new AppError('payments_unavailable');
  return ctx.paymentProvider;
}

export function listPackages(ctx: AppContext): CreditPackageView[] {
  return ctx.config.CREDIT_PACKAGES.map((pack) =>
    toCreditPackageView(pack.credits, pack.pricePesewas, SINGLE_CREDIT_PRICE_PESEWAS),
  );
}

/** A reference nobody can guess or collide with: SL- and 20 base32 characters. */
function createReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SL-${Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The callback must be a page of this site: anything else would be an open redirect. */
function checkCallbackUrl(callbackUrl: string, siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw new AppError('invalid_callback_url');
  }
  if (url.origin !== siteOrigin || url.username || url.password) {
    throw new AppError('invalid_callback_url');
  }
  return url.toString();
}

/**
 * Records a pending payment for one of the packages (the amount comes from the
 * package, never from the client), initializes it with the provider and returns
 * where to send the payer. The same idempotency key returns the same payment.
 */
export async function startPurchase(
  ctx: AppContext,
  actor: MemberActor,
  input: PurchaseInput,
  siteOrigin: string,
): Promise<PurchaseResponse> {
  const provider = providerOf(ctx);
  const pack = ctx.config.CREDIT_PACKAGES.find((candidate) => candidate.credits === input.credits);
  if (!pack) throw new AppError('unknown_package');
  // A demo is deleted after a week: nobody may pay real money into one.
  if (await isDemoOrganization(ctx.db, actor.orgId)) throw new AppError('demo_purchase');
  const callbackUrl = checkCallbackUrl(input.callbackUrl, siteOrigin);
  const email = await repo.findUserEmail(ctx.db, actor.userId);
  if (!email) throw new AppError('unauthenticated');

  const payment = await repo.insertPayment(ctx.db, {
    orgId: actor.orgId,
    actorId: actor.userId,
    provider: provider.name,
    reference: createReference(),
    credits: pack.credits,
    amountPesewas: pack.pricePesewas,
    currency: PAYMENT_CURRENCY,
    idempotencyKey: input.idempotencyKey ?? null,
    nextCheckAt: new Date(Date.now() + FIRST_CHECK_AFTER_MS),
  });
  if (!payment) return answerRepeatedPurchase(ctx, actor, input);

  try {
    const { authorizationUrl } = await provider.initialize({
      reference: payment.reference,
      amountPesewas: payment.amountPesewas,
      currency: payment.currency,
      email,
      callbackUrl,
      metadata: { orgId: actor.orgId, paymentId: payment.id, credits: String(payment.credits) },
    });
    await repo.setAuthorizationUrl(ctx.db, actor.orgId, payment.id, authorizationUrl);
    return { paymentUrl: authorizationUrl, reference: payment.reference };
  } catch (error) {
    // Nothing was charged: the payment ends failed, and no credit can come of it.
    await repo.markFailed(ctx.db, actor.orgId, payment.id, FAILURE_REASONS.initialize);
    ctx.log.warn({ err: error, reference: payment.reference }, 'Payment initialize failed');
    throw new AppError('payment_initialize_failed');
  }
}

/** How often a repeated purchase looks whether the first one has its checkout yet. */
const REPEAT_POLL_MS = 100;

/**
 * The same idempotency key again (a double click, a retry): the first payment's
 * checkout, waiting for it while the first request is still talking to the provider.
 */
async function answerRepeatedPurchase(
  ctx: AppContext,
  actor: MemberActor,
  input: PurchaseInput,
): Promise<PurchaseResponse> {
  const deadline = Date.now() + ctx.config.PAYMENT_PROVIDER_TIMEOUT + 2_000;
  for (;;) {
    const first = await repo.findPaymentByKey(ctx.db, actor.orgId, input.idempotencyKey!);
    if (!first || first.credits !== input.credits) throw new AppError('idempotency_key_reused');
    if (first.authorizationUrl) {
      return { paymentUrl: first.authorizationUrl, reference: first.reference };
    }
    if (first.status !== 'PENDING' || Date.now() > deadline) {
      throw new AppError('payment_initialize_failed');
    }
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
  }
}

interface WebhookEvent {
  event?: unknown;
  data?: { reference?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
}

/**
 * A webhook from the provider: the signature over the raw bytes first (nothing is
 * read or stored before it holds), then a record and a queued confirmation. The
 * slow part (asking the provider, crediting) happens in the task.
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const provider = providerOf(ctx);
  if (!provider.isValidSignature(rawBody, signature)) throw new AppError('invalid_signature');
  let payload: WebhookEvent;
  try {
    payload = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    throw new AppError('invalid_json');
  }
  const event = typeof payload.event === 'string' ? payload.event.slice(0, 100) : null;
  const reference =
    typeof payload.data?.reference === 'string' ? payload.data.reference.slice(0, 200) : null;
  // The provider names the payment by its reference only: found in whichever organization.
  const payment = reference
    ? await acrossOrganizations('payment webhook', () =>
        repo.findPaymentByReference(ctx.db, provider.name, reference),
      )
    : null;
  const data = {
    event,
    reference,
    amount: typeof payload.data?.amount === 'number' ? payload.data.amount : null,
    currency:
      typeof payload.data?.currency === 'string' ? payload.data.currency.slice(0, 10) : null,
  };
  const base = {
    orgId: payment?.orgId ?? null,
    paymentId: payment?.id ?? null,
    provider: provider.name,
    reference,
    source: 'webhook',
    event,
    data,
  };
  if (event !== 'charge.success') {
    await repo.insertPaymentEvent(ctx.db, { ...base, outcome: 'ignored' });
    return;
  }
  if (!payment) {
    await repo.insertPaymentEvent(ctx.db, {
      ...base,
      outcome: 'refused',
      detail: 'No payment of ours has this reference',
    });
    return;
  }
  await repo.insertPaymentEvent(ctx.db, { ...base, outcome: 'received' });
  await ctx.queue.send(TASKS.confirmPayment, { reference: payment.reference });
}

/**
 * Pending payments, and failed ones the provider may still report paid: given up
 * after 24 hours, or declined at first. Money that arrives late is still credited.
 * Refused payments (wrong amount, currency or reference) stay refused.
 */
function isOpenToConfirmation(payment: repo.PaymentRow): boolean {
  if (payment.status === 'PENDING') return true;
  return (
    payment.status === 'FAILED' &&
    (REOPENABLE_FAILURES as readonly string[]).includes(payment.failureReason ?? '')
  );
}

export type ConfirmOutcome =
  'credited' | 'duplicate' | 'refused' | 'failed' | 'pending' | 'unknown';

/**
 * Asks the provider about a payment and acts on the answer: credit it exactly once
 * when it is ours, still pending, paid, and for the right amount and currency;
 * fail it when declined or when anything does not match; else leave it pending.
 * Provider errors are thrown, so the task is retried.
 */
export async function confirmPayment(
  ctx: AppContext,
  reference: string,
  source: 'webhook' | 'callback' | 'reconcile',
  orgId?: string,
): Promise<ConfirmOutcome> {
  const provider = providerOf(ctx);
  // The webhook's task knows only the reference: the payment is found in whichever
  // organization has it. Every later statement is pinned to that organization.
  const payment =
    orgId === undefined
      ? await acrossOrganizations('payment webhook', () =>
          repo.findPaymentByReference(ctx.db, provider.name, reference),
        )
      : await repo.findPaymentByReference(ctx.db, provider.name, reference, orgId);
  if (!payment) return 'unknown';
  const record = (outcome: ConfirmOutcome, detail: string | null, data?: Record<string, unknown>) =>
    repo.insertPaymentEvent(ctx.db, {
      orgId: payment.orgId,
      paymentId: payment.id,
      provider: provider.name,
      reference,
      source,
      event: 'verify',
      outcome,
      detail,
      data: data ?? null,
    });
  if (!isOpenToConfirmation(payment)) {
    await record('duplicate', `Already ${payment.status.toLowerCase()}`);
    return 'duplicate';
  }

  const verified = await provider.verify(reference);
  const data = {
    status: verified.status,
    reference: verified.reference,
    amount: verified.amountPesewas,
    currency: verified.currency,
  };
  if (payment.status === 'FAILED' && verified.status !== 'success') {
    await record('duplicate', 'Already failed', data);
    return 'duplicate';
  }
  const refuse = async (reason: string) => {
    await repo.markFailed(ctx.db, payment.orgId, payment.id, reason, payment.status);
    await record('refused', reason, data);
    ctx.log.warn({ reference, verified: data }, `Payment refused: ${reason}`);
    return 'refused' as const;
  };
  if (verified.reference !== reference) return refuse(FAILURE_REASONS.reference);
  if (verified.status === 'failed' || verified.status === 'reversed') {
    await repo.markFailed(ctx.db, payment.orgId, payment.id, FAILURE_REASONS.declined);
    await record('failed', FAILURE_REASONS.declined, data);
    return 'failed';
  }
  if (verified.status !== 'success') {
    await record('pending', `The provider says ${verified.status}`, data);
    return 'pending';
  }
  if (verified.currency !== payment.currency) return refuse(FAILURE_REASONS.currency);
  if (verified.amountPesewas !== payment.amountPesewas) return refuse(FAILURE_REASONS.amount);

  const credited = await ctx.db.transaction(async (tx) => {
    // Not from the status read before asking the provider: an expiry or a decline
    // recorded while it answered must not cost the payer their credits.
    const paid = await repo.markPaid(tx, payment.orgId, payment.id, REOPENABLE_FAILURES);
    if (!paid) return null;
    const entry = await recordLedgerEntry(tx, {
      orgId: paid.orgId,
      delta: paid.credits,
      reason: 'purchase',
      actorId: paid.actorId,
      referenceType: 'payment',
      referenceId: paid.id,
      // The ledger's unique key per organization: one provider reference credits once.
      idempotencyKey: `payment:${paid.provider}:${paid.reference}`,
    });
    return { paid, balanceAfter: entry.balanceAfter };
  });
  const isCredited = credited !== null;
  await record(isCredited ? 'credited' : 'duplicate', null, data);
  if (credited) await sendReceipt(ctx, credited.paid, credited.balanceAfter);
  return isCredited ? 'credited' : 'duplicate';
}

/**
 * Tells the organization's admins that a purchase was credited (the registry's
 * payment_receipt). Sent once, after the credit committed: the credit is what
 * counts, so a receipt that cannot be recorded is logged, never a failed payment.
 */
async function sendReceipt(
  ctx: AppContext,
  paid: {
    orgId: string;
    credits: number;
    amountPesewas: number;
    reference: string;
    paidAt: Date | null;
  },
  balanceAfter: number,
): Promise<void> {
  try {
    const [organization, members] = await Promise.all([
      getOrganization(ctx.db, paid.orgId),
      listMembers(ctx.db, paid.orgId),
    ]);
    const receipt = paymentReceiptEmail({
      orgName: organization.name,
      credits: paid.credits,
      amountPesewas: paid.amountPesewas,
      reference: paid.reference,
      paidAt: paid.paidAt ?? new Date(),
      balanceAfter,
    });
    for (const admin of members.filter((member) => member.role === 'ADMIN')) {
      await ctx.mailer.send({ to: admin.email, ...receipt }, { keepInOutbox: organization.isDemo });
    }
  } catch (error) {
    ctx.log.error({ err: error, reference: paid.reference }, 'Payment receipt not sent');
  }
}

/**
 * The browser came back from the provider: confirm now rather than wait for the
 * webhook (the two may race; the payment is credited once either way).
 */
export async function verifyReturnedPayment(
  ctx: AppContext,
  actor: MemberActor,
  reference: string,
): Promise<PaymentView> {
  const payment = await repo.findPaymentByReference(
    ctx.db,
    providerOf(ctx).name,
    reference,
    actor.orgId,
  );
  if (!payment || payment.orgId !== actor.orgId) throw new AppError('payment_not_found');
  // Also a payment given up on (expired, declined, unknown): the payer may have paid since.
  if (isOpenToConfirmation(payment)) {
    try {
      await confirmPayment(ctx, reference, 'callback', actor.orgId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The webhook or reconciliation will settle it; the page keeps waiting.
      ctx.log.warn({ err: error, reference }, 'Payment verify failed on return');
    }
  }
  const current = await repo.findPaymentByReference(
    ctx.db,
    providerOf(ctx).name,
    reference,
    actor.orgId,
  );
  return toPaymentView(current!);
}

export interface ReconcileSummary {
  checked: number;
  credited: number;
  failed: number;
  stillPending: number;
  errors: number;
}

/**
 * For lost webhooks: pending payments due for a check are verified with the provider
 * and credited when paid. Those pending for EXPIRE_AFTER_MS on the provider's word, or
 * that the provider has no record of (never initialized: a crash between our insert
 * and its initialize, a sandbox checkout lost on restart), are failed. Every other
 * check, an error included, moves the payment's next one later (doubling), so a
 * hundred payments that keep erroring never stop newer ones from being reconciled.
 */
export async function reconcilePayments(
  ctx: AppContext,
  now = new Date(),
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    credited: 0,
    failed: 0,
    stillPending: 0,
    errors: 0,
  };
  // Scheduled upkeep over every organization's pending payments; each one found is then
  // handled in its own organization.
  const due = await acrossOrganizations('platform task', () =>
    repo.listDuePayments(ctx.db, now, RECONCILE_BATCH),
  );
  for (const payment of due) {
    summary.checked += 1;
    let outcome: ConfirmOutcome | 'error' | 'not_found';
    try {
      outcome = await confirmPayment(ctx, payment.reference, 'reconcile', payment.orgId);
    } catch (error) {
      outcome = error instanceof PaymentNotFoundError ? 'not_found' : 'error';
      if (outcome === 'error') {
        ctx.log.warn({ err: error, reference: payment.reference }, 'Reconcile: verify failed');
      }
    }
    const isExpired = now.getTime() - payment.createdAt.getTime() >= EXPIRE_AFTER_MS;
    if (outcome === 'credited') summary.credited += 1;
    else if (outcome === 'failed' || outcome === 'refused') summary.failed += 1;
    else if (outcome === 'not_found') {
      if (await expirePayment(ctx, payment, FAILURE_REASONS.unknown)) summary.failed += 1;
    } else if (outcome === 'pending' && isExpired) {
      // Expired only on the provider's word that it is unpaid, never because it was unreachable.
      if (await expirePayment(ctx, payment, FAILURE_REASONS.expired)) summary.failed += 1;
      else summary.stillPending += 1;
    } else {
      if (outcome === 'error') summary.errors += 1;
      else summary.stillPending += 1;
      // Never later than the expiry, so an unpaid payment fails close to 24 hours.
      const expiresAt = new Date(payment.createdAt.getTime() + EXPIRE_AFTER_MS);
      const next = nextCheckAt(now, payment.checkAttempts + 1);
      await repo.recordCheck(
        ctx.db,
        payment.orgId,
        payment.id,
        now < expiresAt && next > expiresAt ? expiresAt : next,
      );
    }
  }
  return summary;
}

/** Fails a payment that is still pending, with the reason recorded as an event. */
async function expirePayment(
  ctx: AppContext,
  payment: repo.PaymentRow,
  reason: string,
): Promise<boolean> {
  if (!(await repo.markFailed(ctx.db, payment.orgId, payment.id, reason))) return false;
  await repo.insertPaymentEvent(ctx.db, {
    orgId: payment.orgId,
    paymentId: payment.id,
    provider: payment.provider,
    reference: payment.reference,
    source: 'reconcile',
    event: 'expire',
    outcome: 'failed',
    detail: reason,
  });
  return true;
}

export async function listPaymentHistory(
  ctx: AppContext,
  actor: MemberActor,
): Promise<PaymentView[]> {
  const rows = await repo.listPayments(ctx.db, actor.orgId, HISTORY_LIMIT);
  return rows.map(toPaymentView);
}
