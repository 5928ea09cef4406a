import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundResponse, UnlockResponse } from '../../../shared/applications';
import type { PaymentView, PurchaseResponse } from '../../../shared/payments';
import { CREDIT_COST, REFUND_LIMIT_DAYS, refundLimit } from '../../../shared/rules';
import {
  applicationUnlocks,
  applications,
  candidates,
  creditLedger,
  payments,
} from '../../db/schema';
import {
  applyTo,
  balanceOf,
  candidateEmailIs,
  createEmployer,
  createPublishedJob,
  deliverPaymentWebhook,
  unique,
  type Employer,
} from '../../../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../../../test/fakes/paystack-server';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { refundBouncedUnlock } from '../applications/applications.service';
import { confirmPayment, reconcilePayments } from '../payments/payments.service';

/*
 * Issue 14 point 12: random sequences of what moves money for one organization
 * (unlocks with and without idempotency keys, refunds, bounced-contact refunds, job
 * deletions, new applications, purchases, replayed webhooks, expiries and late
 * payments), some steps running several at once, with DESIGN.md 5's invariants
 * checked after every step. A failure names its seed: MONEY_SEED=<seed> runs it alone.
 */

const SITE = 'http://shortlist.test';
const CALLBACK = `${SITE}/credits?payment=success`;
const STEPS = 60;
const SEEDS = process.env.MONEY_SEED
  ? [Number(process.env.MONEY_SEED)]
  : [0x5eed01, 0xc0ffee, 1414];
const PACKAGES = [1, 1, 5, 10];
const DAY_MS = 24 * 60 * 60_000;

let app: TestApp;
let fake: FakePaystack;
/** The server's error log lines, shown with a failure (a 500 says why there). */
const errorLog: string[] = [];

beforeAll(async () => {
  fake = await startFakePaystack();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLog.push(chunk.toString());
      done();
    },
  });
  app = await createTestApp(
    {
      PUBLIC_URL: SITE,
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.url,
      RATE_LIMIT_APPLY_PER_IP: '100000',
      LOG_LEVEL: 'error',
    },
    { logStream },
  );
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** mulberry32: a small seeded PRNG, so a failing sequence can be run again. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

interface ModelJob {
  id: string;
  isDeleted: boolean;
}
interface ModelApplication {
  id: string;
  jobId: string;
  candidateId: string;
  email: string;
}
interface ModelPayment {
  id: string;
  reference: string;
  credits: number;
  /** The payer completed it at the provider. */
  isPaidAtProvider: boolean;
  /** Paid at the provider and then confirmed by us: it must be PAID from then on. */
  isConfirmed: boolean;
}

/** What the test knows it did; the database is checked against it. */
interface Model {
  employer: Employer;
  jobs: ModelJob[];
  applications: ModelApplication[];
  /** Every application ever seen, also of deleted jobs: ledger references resolve through it. */
  candidateOfApplication: Map<string, string>;
  emails: string[];
  /** Idempotency keys whose unlock answered 200, with the application they were for. */
  keys: { key: string; applicationId: string }[];
  payments: ModelPayment[];
}

interface OpResult {
  problems: string[];
  /** The balance change the op's answers report (checked when the op ran alone). */
  delta: number;
  note: string;
}

interface Step {
  isParallel: boolean;
  /** How many deletes of this step target each job: its applications may be gone mid-step. */
  deletingJobIds: Map<string, number>;
}

interface PlannedOp {
  label: string;
  /** The job this op deletes, if it does. */
  deletesJobId?: string;
  run(step: Step): Promise<OpResult>;
}

const isJobDeleted = (model: Model, jobId: string) =>
  model.jobs.find((job) => job.id === jobId)?.isDeleted ?? true;

/** Mostly an application that still exists; sometimes one whose job was deleted. */
function pickApplication(model: Model, random: Random): ModelApplication {
  const live = model.applications.filter((row) => !isJobDeleted(model, row.jobId));
  return live.length > 0 && random.chance(0.85)
    ? random.pick(live)
    : random.pick(model.applications);
}

function statusProblem(label: string, status: number, allowed: number[], body: string) {
  return allowed.includes(status)
    ? []
    : [`${label}: status ${status} not in [${allowed.join(', ')}]: ${body.slice(0, 300)}`];
}

async function readPayment(reference: string) {
  const [row] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, reference));
  return row!;
}

async function readUnlocks(orgId: string) {
  return app.database.db
    .select()
    .from(applicationUnlocks)
    .where(eq(applicationUnlocks.orgId, orgId));
}

/** What a refund of the organization may still be, read as the service reads it. */
async function readRefundsRemaining(orgId: string) {
  const since = Date.now() - REFUND_LIMIT_DAYS * DAY_MS;
  const unlocks = await readUnlocks(orgId);
  const refunds = unlocks.filter(
    (unlock) =>
      unlock.refundedAt && unlock.refundedAt.getTime() > since && !unlock.isAutomaticRefund,
  ).length;
  const paid = unlocks.filter(
    (unlock) => unlock.createdAt.getTime() > since && unlock.creditsCharged > 0,
  ).length;
  return refundLimit(paid) - refunds;
}

// ---------------------------------------------------------------------------
// Operations

function planUnlock(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const { employer } = model;
  const target = focus ?? pickApplication(model, random);
  const roll = random.int(100);
  let mode: 'none' | 'fresh' | 'same' | 'different' =
    roll < 40 ? 'none' : roll < 75 ? 'fresh' : roll < 90 ? 'same' : 'different';
  let applicationId = target.id;
  let key: string | undefined;
  if (mode === 'same' || mode === 'different') {
    const earlier = model.keys.filter((entry) =>
      mode === 'same' ? true : entry.applicationId !== target.id,
    );
    if (earlier.length === 0) {
      mode = 'fresh';
    } else {
      const entry = random.pick(earlier);
      key = entry.key;
      if (mode === 'same') applicationId = entry.applicationId;
    }
  }
  if (mode === 'fresh') key = unique('unlock-key');
  const application = model.applications.find((row) => row.id === applicationId)!;
  const label = `unlock ${short(applicationId)} key=${mode}${key ? `:${key.slice(-6)}` : ''}`;
  return {
    label,
    async run(step) {
      const wasDeleted = isJobDeleted(model, application.jobId);
      const mayBeDeleted = wasDeleted || step.deletingJobIds.has(application.jobId);
      // The oracle, when the op runs alone: what it must cost.
      let expectedCharge: number | null = null;
      let expectedStatus: number | null = null;
      if (!step.isParallel) {
        if (wasDeleted) expectedStatus = 404;
        else if (mode === 'different') expectedStatus = 409;
        else if (mode === 'same') [expectedStatus, expectedCharge] = [200, 0];
        else {
          const unlocks = await readUnlocks(employer.orgId);
          const isFree = unlocks.some(
            (unlock) => unlock.candidateId === application.candidateId && !unlock.endedAt,
          );
          expectedCharge = isFree ? 0 : CREDIT_COST.unlock;
          const balance = await balanceOf(app, employer.orgId);
          expectedStatus = balance < expectedCharge ? 402 : 200;
        }
      }
      const response = await employer.client.post(
        `/api/v1/applications/${applicationId}/unlock`,
        key ? { idempotencyKey: key } : {},
      );
      const allowed = wasDeleted
        ? [404]
        : mode === 'different'
          ? [409]
          : mode === 'same'
            ? [200]
            : [200, 402];
      if (mayBeDeleted && !allowed.includes(404)) allowed.push(404);
      const problems = statusProblem(label, response.statusCode, allowed, response.body);
      if (expectedStatus !== null && response.statusCode !== expectedStatus) {
        problems.push(`${label}: expected ${expectedStatus}, got ${response.statusCode}`);
      }
      let delta = 0;
      let note = String(response.statusCode);
      if (response.statusCode === 200) {
        const body = response.json<UnlockResponse>();
        delta = -body.creditsCharged;
        note += ` charged ${body.creditsCharged}`;
        if (body.creditsCharged !== 0 && body.creditsCharged !== CREDIT_COST.unlock) {
          problems.push(`${label}: charged ${body.creditsCharged}`);
        }
        if (mode === 'same' && body.creditsCharged !== 0) {
          problems.push(`${label}: a replayed key charged ${body.creditsCharged}`);
        }
        if (expectedCharge !== null && body.creditsCharged !== expectedCharge) {
          problems.push(`${label}: expected a charge of ${expectedCharge}`);
        }
        if (key && mode === 'fresh') model.keys.push({ key, applicationId });
      }
      return { problems, delta, note };
    },
  };
}

function planRefund(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const { employer } = model;
  const application = focus ?? pickApplication(model, random);
  const label = `refund ${short(application.id)}`;
  return {
    label,
    async run(step) {
      const wasDeleted = isJobDeleted(model, application.jobId);
      const mayBeDeleted = wasDeleted || step.deletingJobIds.has(application.jobId);
      let expectedStatus: number | null = null;
      if (!step.isParallel) {
        const unlocks = await readUnlocks(employer.orgId);
        const active = unlocks.find(
          (unlock) => unlock.applicationId === application.id && !unlock.endedAt,
        );
        const isRefundable =
          active !== undefined &&
          active.creditsCharged > 0 &&
          (await readRefundsRemaining(employer.orgId)) > 0;
        expectedStatus = wasDeleted ? 404 : isRefundable ? 200 : 409;
      }
      const response = await employer.client.post(`/api/v1/applications/${application.id}/refund`, {
        reason: 'duplicate',
      });
      const allowed = wasDeleted ? [404] : mayBeDeleted ? [200, 404, 409] : [200, 409];
      const problems = statusProblem(label, response.statusCode, allowed, response.body);
      if (expectedStatus !== null && response.statusCode !== expectedStatus) {
        problems.push(
          `${label}: expected ${expectedStatus}, got ${response.statusCode} ${response.body}`,
        );
      }
      let delta = 0;
      let note = String(response.statusCode);
      if (response.statusCode === 200) {
        const body = response.json<RefundResponse>();
        delta = body.creditsRefunded;
        note += ` refunded ${body.creditsRefunded}`;
        if (body.creditsRefunded !== CREDIT_COST.unlock) {
          problems.push(`${label}: refunded ${body.creditsRefunded}`);
        }
        if (body.application.unlockStatus !== 'LOCKED') {
          problems.push(`${label}: the refunded application is ${body.application.unlockStatus}`);
        }
      } else if (response.statusCode === 409) {
        note += ` ${response.json<{ error: string }>().error}`;
      }
      return { problems, delta, note };
    },
  };
}

/** Shortlist's own refund of a bounced contact (outside the refund limit). */
function planBounce(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const { employer } = model;
  const application = focus ?? pickApplication(model, random);
  const label = `bounce ${short(application.candidateId)}`;
  return {
    label,
    async run(step) {
      // The bounced message's application, unless it may be gone by the time the refund writes.
      const messageApplicationId =
        isJobDeleted(model, application.jobId) || step.deletingJobIds.has(application.jobId)
          ? null
          : application.id;
      let expected: number | null = null;
      if (!step.isParallel) {
        const unlocks = await readUnlocks(employer.orgId);
        const paid = unlocks.find(
          (unlock) =>
            unlock.candidateId === application.candidateId &&
            !unlock.endedAt &&
            unlock.creditsCharged > 0,
        );
        expected = paid && (paid.applicationId ?? messageApplicationId) ? paid.creditsCharged : 0;
      }
      try {
        const refunded = await app.database.db.transaction((tx) =>
          refundBouncedUnlock(
            tx,
            {
              orgId: employer.orgId,
              candidateId: application.candidateId,
              applicationId: messageApplicationId,
              id: unique('message'),
              // A message written just now, under whatever unlock is active.
              createdAt: new Date(),
            },
            new Date(),
          ),
        );
        const problems =
          expected !== null && refunded !== expected
            ? [`${label}: refunded ${refunded}, expected ${expected}`]
            : [];
        return { problems, delta: refunded, note: `refunded ${refunded}` };
      } catch (error) {
        return { problems: [`${label}: threw ${String(error)}`], delta: 0, note: 'threw' };
      }
    },
  };
}

function planDeleteJob(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const live = model.jobs.filter((job) => !job.isDeleted);
  const job =
    (focus && model.jobs.find((row) => row.id === focus.jobId)) ??
    (live.length > 0 && random.chance(0.9) ? random.pick(live) : random.pick(model.jobs));
  const label = `delete job ${short(job.id)}`;
  return {
    label,
    deletesJobId: job.id,
    async run(step) {
      const wasDeleted = job.isDeleted;
      const response = await model.employer.client.delete(`/api/v1/jobs/${job.id}`);
      // Two deletes of one job in one step: one of them finds it gone.
      const allowed = wasDeleted
        ? [404]
        : (step.deletingJobIds.get(job.id) ?? 0) > 1
          ? [204, 404]
          : [204];
      job.isDeleted = true;
      return {
        problems: statusProblem(label, response.statusCode, allowed, response.body),
        delta: 0,
        note: String(response.statusCode),
      };
    },
  };
}

function planCreateJob(model: Model): PlannedOp {
  return {
    label: 'create job',
    async run() {
      const job = await createPublishedJob(model.employer.client, { title: unique('Engineer') });
      model.jobs.push({ id: job.id, isDeleted: false });
      return { problems: [], delta: 0, note: short(job.id) };
    },
  };
}

function planApply(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const live = model.jobs.filter((job) => !job.isDeleted);
  const job = live.length > 0 && random.chance(0.9) ? random.pick(live) : random.pick(model.jobs);
  const email =
    focus?.email ??
    (model.emails.length > 0 && random.chance(0.5)
      ? random.pick(model.emails)
      : `${unique('applicant')}@example.test`);
  const label = `apply ${email.split('@')[0]!.slice(-8)} to ${short(job.id)}`;
  return {
    label,
    async run(step) {
      const wasDeleted = job.isDeleted;
      const response = await applyTo(app, job.id, { fullName: 'Kofi Boateng', email });
      const allowed = wasDeleted ? [404] : step.deletingJobIds.has(job.id) ? [201, 404] : [201];
      const problems = statusProblem(label, response.statusCode, allowed, response.body);
      if (response.statusCode === 201) await learnApplication(model, job.id, email);
      return { problems, delta: 0, note: String(response.statusCode) };
    },
  };
}

async function learnApplication(model: Model, jobId: string, email: string) {
  if (!model.emails.includes(email)) model.emails.push(email);
  const [row] = await app.database.db
    .select({ id: applications.id, candidateId: applications.candidateId })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.jobId, jobId), candidateEmailIs(app, email.toLowerCase())));
  // Its job may have been deleted by a parallel op since.
  if (!row || model.candidateOfApplication.has(row.id)) return;
  model.applications.push({ id: row.id, jobId, candidateId: row.candidateId, email });
  model.candidateOfApplication.set(row.id, row.candidateId);
}

async function purchase(model: Model, credits: number, idempotencyKey?: string) {
  const response = await model.employer.client.post('/api/v1/credits/purchase', {
    credits,
    callbackUrl: CALLBACK,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  if (response.statusCode !== 200) return { response, payment: null };
  const { reference } = response.json<PurchaseResponse>();
  let payment = model.payments.find((row) => row.reference === reference) ?? null;
  if (!payment) {
    const row = await readPayment(reference);
    payment = { id: row.id, reference, credits, isPaidAtProvider: false, isConfirmed: false };
    model.payments.push(payment);
  }
  return { response, payment };
}

function planPurchase(model: Model, random: Random): PlannedOp {
  const credits = random.pick(PACKAGES);
  const key = random.chance(0.3) ? unique('buy-key') : undefined;
  const label = `purchase ${credits}${key ? ' twice with a key' : ''}`;
  return {
    label,
    async run() {
      const first = await purchase(model, credits, key);
      const problems = statusProblem(label, first.response.statusCode, [200], first.response.body);
      if (key && first.payment) {
        const again = await purchase(model, credits, key);
        problems.push(
          ...statusProblem(
            `${label} (again)`,
            again.response.statusCode,
            [200],
            again.response.body,
          ),
        );
        if (again.payment && again.payment !== first.payment) {
          problems.push(`${label}: the same key started a second payment`);
        }
      }
      return { problems, delta: 0, note: first.payment?.reference.slice(-6) ?? 'none' };
    },
  };
}

/** The payer pays (also after an expiry); the webhook arrives twice; we confirm once or twice. */
function planPay(model: Model, random: Random): PlannedOp | null {
  const unpaid = model.payments.filter((payment) => !payment.isPaidAtProvider);
  if (unpaid.length === 0) return null;
  const payment = random.pick(unpaid);
  const isConfirmedTwice = random.chance(0.5);
  const areWebhooksParallel = random.chance(0.5);
  const label = `pay ${payment.reference.slice(-6)} (${payment.credits})`;
  return {
    label,
    async run() {
      const before = (await readPayment(payment.reference)).status;
      fake.pay(payment.reference);
      payment.isPaidAtProvider = true;
      const body = fake.chargeSuccessBody(payment.reference);
      const deliveries = areWebhooksParallel
        ? await Promise.all([
            deliverPaymentWebhook(app, fake.secretKey, body),
            deliverPaymentWebhook(app, fake.secretKey, body),
          ])
        : [
            await deliverPaymentWebhook(app, fake.secretKey, body),
            await deliverPaymentWebhook(app, fake.secretKey, body),
          ];
      const problems = deliveries.flatMap((response) =>
        statusProblem(`${label} webhook`, response.statusCode, [200], response.body),
      );
      const outcomes = [await confirmPayment(app.ctx, payment.reference, 'webhook')];
      if (isConfirmedTwice)
        outcomes.push(await confirmPayment(app.ctx, payment.reference, 'webhook'));
      for (const outcome of outcomes) {
        if (outcome !== 'credited' && outcome !== 'duplicate') {
          problems.push(`${label}: confirmation answered ${outcome}`);
        }
      }
      if (isConfirmedTwice && outcomes[1] !== 'duplicate') {
        problems.push(`${label}: the second confirmation answered ${outcomes[1]}`);
      }
      const after = (await readPayment(payment.reference)).status;
      payment.isConfirmed = true;
      if (after !== 'PAID') problems.push(`${label}: ${after} after its confirmation`);
      return {
        problems,
        delta: before === 'PAID' ? 0 : payment.credits,
        note: `${before} -> ${after} [${outcomes.join(', ')}]`,
      };
    },
  };
}

/** Reconciliation a day later: pending payments the provider says are unpaid expire. */
function planExpire(model: Model, random: Random): PlannedOp {
  const credits = random.pick(PACKAGES);
  return {
    label: 'expire',
    async run(step) {
      const problems: string[] = [];
      const hasPendingUnpaid = async () => {
        for (const payment of model.payments) {
          if (payment.isPaidAtProvider) continue;
          if ((await readPayment(payment.reference)).status === 'PENDING') return true;
        }
        return false;
      };
      if (!(await hasPendingUnpaid())) {
        const { response } = await purchase(model, credits);
        problems.push(
          ...statusProblem('expire: purchase', response.statusCode, [200], response.body),
        );
      }
      const summary = await reconcilePayments(app.ctx, new Date(Date.now() + 25 * 60 * 60_000));
      if (summary.errors > 0) problems.push(`expire: ${summary.errors} errors`);
      if (!step.isParallel) {
        // Every payment paid at the provider was confirmed already: nothing left to credit.
        if (summary.credited > 0) problems.push(`expire: credited ${summary.credited}`);
        if (await hasPendingUnpaid()) problems.push('expire: an unpaid payment is still pending');
      }
      return { problems, delta: 0, note: JSON.stringify(summary) };
    },
  };
}

/** The payer comes back before paying: the payment stays as it is. */
function planReturnUnpaid(model: Model, random: Random): PlannedOp | null {
  const unpaid = model.payments.filter((payment) => !payment.isPaidAtProvider);
  if (unpaid.length === 0) return null;
  const payment = random.pick(unpaid);
  const label = `return unpaid ${payment.reference.slice(-6)}`;
  return {
    label,
    async run(step) {
      const response = await model.employer.client.post(
        `/api/v1/credits/payments/${payment.reference}/verify`,
      );
      const problems = statusProblem(label, response.statusCode, [200], response.body);
      // A parallel pay of the same payment may land in between.
      if (response.statusCode === 200 && !step.isParallel) {
        const { status } = response.json<PaymentView>();
        if (status === 'PAID') problems.push(`${label}: PAID though never paid`);
      }
      return { problems, delta: 0, note: String(response.statusCode) };
    },
  };
}

function planOp(model: Model, random: Random, focus: ModelApplication | null): PlannedOp {
  const liveJobs = model.jobs.filter((job) => !job.isDeleted).length;
  // Ops aimed at one person are mostly the ones that race on that person's rows.
  const weights: [string, number][] = focus
    ? [
        ['unlock', 10],
        ['refund', 8],
        ['bounce', 4],
        ['delete', 4],
        ['apply', 4],
        ['pay', 1],
      ]
    : [
        ['unlock', 32],
        ['refund', 12],
        ['bounce', 4],
        ['delete', liveJobs >= 2 ? 4 : 0],
        ['job', liveJobs < 3 ? 4 : 1],
        ['apply', 14],
        ['purchase', 3],
        ['pay', 5],
        ['expire', 2],
        ['return', 2],
      ];
  let roll = random.int(weights.reduce((sum, [, weight]) => sum + weight, 0));
  const kind = weights.find(([, weight]) => (roll -= weight) < 0)![0];
  const fallback = () => planUnlock(model, random, focus);
  switch (kind) {
    case 'unlock':
      return planUnlock(model, random, focus);
    case 'refund':
      return planRefund(model, random, focus);
    case 'bounce':
      return planBounce(model, random, focus);
    case 'delete':
      return planDeleteJob(model, random, focus);
    case 'job':
      return planCreateJob(model);
    case 'apply':
      return planApply(model, random, focus);
    case 'purchase':
      return planPurchase(model, random);
    case 'pay':
      return planPay(model, random) ?? fallback();
    case 'expire':
      return planExpire(model, random);
    default:
      return planReturnUnpaid(model, random) ?? fallback();
  }
}

// ---------------------------------------------------------------------------
// Invariants

async function findViolations(model: Model): Promise<string[]> {
  const { orgId } = model.employer;
  const db = app.database.db;
  const [balance, ledger, unlocks, appRows, paymentRows] = await Promise.all([
    balanceOf(app, orgId),
    db.select().from(creditLedger).where(eq(creditLedger.orgId, orgId)),
    readUnlocks(orgId),
    db
      .select({ id: applications.id, unlockStatus: applications.unlockStatus })
      .from(applications)
      .where(eq(applications.orgId, orgId)),
    db.select().from(payments).where(eq(payments.orgId, orgId)),
  ]);
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);

  const sum = ledger.reduce((total, entry) => total + entry.delta, 0);
  if (balance !== sum) fail(`balance ${balance} != sum of ledger deltas ${sum}`);
  if (balance < 0) fail(`balance ${balance} < 0`);

  // Per person (candidate row): their unlocks and what the ledger holds for them.
  interface Person {
    activePaid: number;
    active: number;
    unrefundedPaid: number;
    paid: number;
    refunded: number;
    charges: number;
    refunds: number;
  }
  const people = new Map<string, Person>();
  const personOf = (candidateId: string) => {
    let person = people.get(candidateId);
    if (!person) {
      person = {
        activePaid: 0,
        active: 0,
        unrefundedPaid: 0,
        paid: 0,
        refunded: 0,
        charges: 0,
        refunds: 0,
      };
      people.set(candidateId, person);
    }
    return person;
  };
  const activePerApplication = new Map<string, number>();
  const unlocksPerKey = new Map<string, number>();
  let charged = 0;
  let refundedCredits = 0;
  for (const unlock of unlocks) {
    const person = personOf(unlock.candidateId);
    const isActive = unlock.endedAt === null;
    const isPaid = unlock.creditsCharged > 0;
    if (isActive) person.active += 1;
    if (isActive && isPaid) person.activePaid += 1;
    if (isPaid) person.paid += 1;
    if (isPaid && !unlock.refundedAt) person.unrefundedPaid += 1;
    if (unlock.refundedAt) person.refunded += 1;
    charged += unlock.creditsCharged;
    if (unlock.refundedAt) refundedCredits += unlock.creditsCharged;
    if (unlock.creditsCharged !== 0 && unlock.creditsCharged !== CREDIT_COST.unlock) {
      fail(`unlock ${short(unlock.id)} charged ${unlock.creditsCharged}`);
    }
    if (unlock.refundedAt && !unlock.endedAt) fail(`refunded unlock ${short(unlock.id)} not ended`);
    if (unlock.refundedAt && !isPaid) fail(`free unlock ${short(unlock.id)} refunded`);
    if (isPaid && unlock.endedAt && !unlock.refundedAt) {
      fail(`paid unlock ${short(unlock.id)} ended without a refund`);
    }
    if (isActive && unlock.applicationId) {
      activePerApplication.set(
        unlock.applicationId,
        (activePerApplication.get(unlock.applicationId) ?? 0) + 1,
      );
    }
    if (unlock.idempotencyKey) {
      unlocksPerKey.set(unlock.idempotencyKey, (unlocksPerKey.get(unlock.idempotencyKey) ?? 0) + 1);
    }
  }
  for (const [key, n] of unlocksPerKey) if (n > 1) fail(`key ${key} made ${n} unlocks`);
  for (const [applicationId, n] of activePerApplication) {
    if (n > 1) fail(`application ${short(applicationId)} has ${n} active unlocks`);
  }
  for (const row of appRows) {
    const active = activePerApplication.get(row.id) ?? 0;
    if (row.unlockStatus === 'UNLOCKED' && active !== 1) {
      fail(`UNLOCKED application ${short(row.id)} has ${active} active unlocks`);
    }
    if (row.unlockStatus === 'LOCKED' && active !== 0) {
      fail(`LOCKED application ${short(row.id)} has ${active} active unlocks`);
    }
  }

  const paymentById = new Map(paymentRows.map((row) => [row.id, row]));
  const purchasesPerPayment = new Map<string, number>();
  let charges = 0;
  let refunds = 0;
  for (const entry of ledger) {
    const candidateId = entry.referenceId
      ? model.candidateOfApplication.get(entry.referenceId)
      : undefined;
    switch (entry.reason) {
      case 'trial':
      case 'grant':
        if (entry.delta <= 0) fail(`${entry.reason} of ${entry.delta}`);
        break;
      case 'candidate_unlock':
        charges -= entry.delta;
        if (entry.delta !== -CREDIT_COST.unlock) fail(`unlock charge of ${entry.delta}`);
        if (!candidateId) fail(`unlock charge for an unknown application ${entry.referenceId}`);
        else personOf(candidateId).charges += 1;
        break;
      case 'refund':
        refunds += entry.delta;
        if (entry.delta !== CREDIT_COST.unlock) fail(`refund of ${entry.delta}`);
        if (!candidateId) fail(`refund for an unknown application ${entry.referenceId}`);
        else personOf(candidateId).refunds += 1;
        break;
      case 'purchase': {
        const payment = entry.referenceId ? paymentById.get(entry.referenceId) : undefined;
        if (!payment) fail(`purchase for an unknown payment ${entry.referenceId}`);
        else {
          purchasesPerPayment.set(payment.id, (purchasesPerPayment.get(payment.id) ?? 0) + 1);
          if (entry.delta !== payment.credits) {
            fail(`payment ${payment.reference} of ${payment.credits} credited ${entry.delta}`);
          }
        }
        break;
      }
      default:
        fail(`unexpected ledger entry ${entry.reason} ${entry.delta}`);
    }
  }
  if (charges !== charged) fail(`ledger charged ${charges}, unlocks charged ${charged}`);
  if (refunds !== refundedCredits) {
    fail(`ledger refunded ${refunds}, refunded unlocks charged ${refundedCredits}`);
  }

  for (const [candidateId, person] of people) {
    const who = `person ${short(candidateId)}`;
    if (person.activePaid > 1) fail(`${who} has ${person.activePaid} active paid unlocks`);
    if (person.unrefundedPaid > 1) fail(`${who} was charged ${person.unrefundedPaid} times`);
    // A free unlock rests on the person's paid one: no look without a credit.
    if (person.active > 0 && person.activePaid !== 1) {
      fail(`${who} has ${person.active} active unlocks but ${person.activePaid} paid`);
    }
    if (person.charges !== person.paid) {
      fail(`${who}: ${person.paid} paid unlocks, ${person.charges} unlock charges`);
    }
    if (person.refunds !== person.refunded) {
      fail(`${who}: ${person.refunded} refunded unlocks, ${person.refunds} refund entries`);
    }
  }

  for (const row of paymentRows) {
    const credited = purchasesPerPayment.get(row.id) ?? 0;
    if (credited !== (row.status === 'PAID' ? 1 : 0)) {
      fail(`payment ${row.reference} ${row.status} credited ${credited} times`);
    }
  }
  for (const payment of model.payments) {
    const row = paymentById.get(payment.id);
    if (!row) fail(`payment ${payment.reference} missing`);
    else if (payment.isConfirmed && row.status !== 'PAID') {
      fail(`payment ${payment.reference} paid and confirmed but ${row.status}`);
    } else if (!payment.isPaidAtProvider && row.status === 'PAID') {
      fail(`payment ${payment.reference} PAID though never paid`);
    }
  }
  return violations;
}

function short(id: string) {
  return id.slice(0, 8);
}

// ---------------------------------------------------------------------------

async function setUp(random: Random): Promise<Model> {
  const employer = await createEmployer(app);
  const model: Model = {
    employer,
    jobs: [],
    applications: [],
    candidateOfApplication: new Map(),
    emails: [],
    keys: [],
    payments: [],
  };
  for (let i = 0; i < 3; i++)
    await planCreateJob(model).run({ isParallel: false, deletingJobIds: new Map() });
  for (let i = 0; i < 6; i++) {
    const job = random.pick(model.jobs);
    const email =
      model.emails.length > 0 && random.chance(0.4)
        ? random.pick(model.emails)
        : `${unique('applicant')}@example.test`;
    const response = await applyTo(app, job.id, { fullName: 'Kofi Boateng', email });
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
    await learnApplication(model, job.id, email);
  }
  // Spend most of the trial credits, so that running out (402) is part of the sequences.
  for (const application of model.applications.slice(0, 4)) {
    const response = await employer.client.post(
      `/api/v1/applications/${application.id}/unlock`,
      {},
    );
    if (response.statusCode !== 200) throw new Error(`unlock failed: ${response.body}`);
  }
  return model;
}

async function runSequence(seed: number) {
  const random = createRandom(seed);
  const model = await setUp(random);
  const log: string[] = [];
  const failWith = (step: number, problems: string[]) => {
    throw new Error(
      [
        `Money invariants broken: seed ${seed} (MONEY_SEED=${seed}), step ${step}`,
        ...problems.map((problem) => `  ! ${problem}`),
        'Steps so far:',
        ...log,
        ...(errorLog.length > 0 ? ['Server errors:', ...errorLog.slice(-5)] : []),
      ].join('\n'),
    );
  };
  const initial = await findViolations(model);
  if (initial.length > 0) failWith(0, initial);

  for (let stepNo = 1; stepNo <= STEPS; stepNo++) {
    const isParallel = random.chance(0.35);
    const count = isParallel ? 2 + random.int(3) : 1;
    // Half of the parallel steps aim every op at one person, to make them race.
    const live = model.applications.filter((row) => !isJobDeleted(model, row.jobId));
    const focus =
      isParallel && random.chance(0.5)
        ? random.pick(live.length > 0 ? live : model.applications)
        : null;
    const ops = Array.from({ length: count }, () => {
      // Sometimes another application of the same person.
      const target =
        focus && random.chance(0.3)
          ? random.pick(model.applications.filter((row) => row.candidateId === focus.candidateId))
          : focus;
      return planOp(model, random, target);
    });
    const step: Step = { isParallel, deletingJobIds: new Map() };
    for (const { deletesJobId } of ops) {
      if (deletesJobId) {
        step.deletingJobIds.set(deletesJobId, (step.deletingJobIds.get(deletesJobId) ?? 0) + 1);
      }
    }
    const balanceBefore = await balanceOf(app, model.employer.orgId);
    const settled = await Promise.allSettled(ops.map((op) => op.run(step)));
    const problems: string[] = [];
    let reportedDelta = 0;
    settled.forEach((result, i) => {
      const label = ops[i]!.label;
      if (result.status === 'rejected') {
        problems.push(`${label}: threw ${String(result.reason)}`);
        log.push(`${stepNo}${isParallel ? ' ||' : ''} ${label} -> threw`);
        return;
      }
      problems.push(...result.value.problems);
      reportedDelta += result.value.delta;
      log.push(`${stepNo}${isParallel ? ' ||' : ''} ${label} -> ${result.value.note}`);
    });
    const balanceAfter = await balanceOf(app, model.employer.orgId);
    log.push(`   balance ${balanceAfter}`);
    if (!isParallel && balanceAfter - balanceBefore !== reportedDelta) {
      problems.push(
        `balance moved ${balanceAfter - balanceBefore}, the answers said ${reportedDelta}`,
      );
    }
    problems.push(...(await findViolations(model)));
    if (problems.length > 0) failWith(stepNo, problems);
  }
  return log;
}

describe('money invariants under random sequences of operations', () => {
  it.each(SEEDS)(
    'hold after every step (seed %i)',
    async (seed) => {
      const log = await runSequence(seed);
      expect(log.length).toBeGreaterThanOrEqual(STEPS);
    },
    60_000,
  );
});
