import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents, payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | null> {
  // A repeated idempotency key inserts nothing: the caller then reads the first one.
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPaymentByKey(db: DbOrTx, orgId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * A payment by its provider reference: in the organization `orgId` when given, else in
 * any (the webhook and its confirmation task know only the reference; run those inside
 * the 'payment webhook' cross-organization scope).
 */
export async function findPaymentByReference(
  db: DbOrTx,
  provider: string,
  reference: string,
  orgId?: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        orgId === undefined ? undefined : eq(payments.orgId, orgId),
        eq(payments.provider, provider),
        eq(payments.reference, reference),
      ),
    );
  return row ?? null;
}

export async function setAuthorizationUrl(
  db: DbOrTx,
  orgId: string,
  paymentId: string,
  url: string,
) {
  await db
    .update(payments)
    .set({ authorizationUrl: url, updatedAt: sql`now()` })
    .where(and(eq(payments.orgId, orgId), eq(payments.id, paymentId)));
}

/**
 * To PAID, once: from pending, or from a failure that money arriving late overrides
 * (`reopenable`: expired, declined, unknown to the provider). Of racing confirmations
 * (webhook deliveries, the browser's return, reconciliation, an expiry) exactly one
 * gets the row, whatever state the others left it in.
 */
export async function markPaid(
  tx: DbOrTx,
  orgId: string,
  paymentId: string,
  reopenable: readonly string[],
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'PAID', paidAt: sql`now()`, updatedAt: sql`now()`, failureReason: null })
    .where(
      and(
        eq(payments.orgId, orgId),
        eq(payments.id, paymentId),
        or(
          eq(payments.status, 'PENDING'),
          and(eq(payments.status, 'FAILED'), inArray(payments.failureReason, [...reopenable])),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** To FAILED, only from the status `from` it was read in (pending, unless said otherwise). */
export async function markFailed(
  db: DbOrTx,
  orgId: string,
  paymentId: string,
  reason: string,
  from: PaymentRow['status'] = 'PENDING',
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'FAILED', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payments.orgId, orgId), eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

export async function listPayments(db: DbOrTx, orgId: string, limit: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orgId, orgId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/**
 * Pending payments due for a check, least recently due first. Each check moves the
 * payment's next one later (recordCheck), so payments that keep failing to verify go
 * to the back and never hold up newer ones.
 */
export async function listDuePayments(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(limit);
}

/** Counts a check of a still-pending payment and says when the next one is due. */
export async function recordCheck(db: DbOrTx, orgId: string, paymentId: string, nextCheckAt: Date) {
  await db
    .update(payments)
    .set({ checkAttempts: sql`${payments.checkAttempts} + 1`, nextCheckAt })
    .where(
      and(eq(payments.orgId, orgId), eq(payments.id, paymentId), eq(payments.status, 'PENDING')),
    );
}

export async function insertPaymentEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
  await db.insert(paymentEvents).values(values);
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
