import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import {
  creditChargesAtCommit,
  creditLedger,
  idempotencyKeys,
  organizations,
} from '../../db/schema';
import type { PageQuery } from '../../../shared/admin';
import type { LedgerReason } from '../../../shared/credits';
import { containsPattern } from '../../db/search';

export interface LedgerEntryInput {
  orgId: string;
  delta: number;
  reason: LedgerReason;
  actorId?: string | null;
  referenceType?: string | null;
  referenceId?: string | null;
  idempotencyKey?: string | null;
  note?: string | null;
}

/**
 * Moves the balance by `delta` only if it stays non-negative (DESIGN.md 5: the
 * conditional update), and returns the new balance, or null when it would not.
 */
export async function adjustBalance(
  tx: DbOrTx,
  orgId: string,
  delta: number,
): Promise<number | null> {
  const [row] = await tx
    .update(organizations)
    .set({ creditBalance: sql`${organizations.creditBalance} + ${delta}` })
    .where(sql`${organizations.id} = ${orgId} and ${organizations.creditBalance} + ${delta} >= 0`)
    .returning({ balance: organizations.creditBalance });
  return row ? row.balance : null;
}

/**
 * The conditional balance update and its ledger entry in one statement (one round
 * trip: the organization's row stays locked from here to the commit only): the entry,
 * or undefined when the balance would go below zero and nothing was written.
 */
export async function adjustBalanceWithEntry(
  tx: DbOrTx,
  entry: LedgerEntryInput,
): Promise<{ id: string; balanceAfter: number } | undefined> {
  const rows = await queryRows<{ id: string; balanceAfter: number }>(
    tx,
    sql`
      with moved as (
        update ${organizations}
        set credit_balance = credit_balance + ${entry.delta}
        where id = ${entry.orgId} and credit_balance + ${entry.delta} >= 0
        returning credit_balance
      )
      insert into ${creditLedger}
        (org_id, delta, reason, balance_after, reference_type, reference_id, actor_id,
         idempotency_key, note)
      select ${entry.orgId}::uuid, ${entry.delta}::integer, ${entry.reason}::text,
        moved.credit_balance, ${entry.referenceType ?? null}::text,
        ${entry.referenceId ?? null}::text, ${entry.actorId ?? null}::uuid,
        ${entry.idempotencyKey ?? null}::text, ${entry.note ?? null}::text
      from moved
      returning id, balance_after as "balanceAfter"
    `,
  );
  return rows[0];
}

/**
 * Charges for the commit to make (decision 0039: the table's deferred trigger, migration
 * 0025, moves the balance and writes the ledger entry inside the commit, so the
 * organization's row is locked only while it commits; a balance that would go below
 * zero fails the commit, and isChargeRefused tells that failure), as a step of a
 * caller's statement (a CTE's body): one for each row of `source` (a FROM clause with
 * its WHERE), of `delta` (an expression over those rows). Queue them before the
 * statement changes any application (their pipeline versions move at the commit too,
 * after it): the organization's row is always locked first.
 */
export function chargeAtCommitStep(
  entry: {
    orgId: SQLWrapper;
    delta: SQL;
    reason: LedgerReason;
    actorId: SQLWrapper;
    referenceType: string;
    referenceId: SQLWrapper;
    idempotencyKey: SQLWrapper;
  },
  source: SQL,
): SQL {
  return sql`
    insert into ${creditChargesAtCommit}
      (org_id, delta, reason, actor_id, reference_type, reference_id, idempotency_key)
    select ${entry.orgId}::uuid, ${entry.delta}, ${constant(entry.reason)}, ${entry.actorId}::uuid,
      ${constant(entry.referenceType)}, ${entry.referenceId}::text, ${entry.idempotencyKey}::text
    ${source}
    returning id`;
}

export async function insertLedgerEntry(
  tx: DbOrTx,
  entry: LedgerEntryInput & { balanceAfter: number },
) {
  const [row] = await tx.insert(creditLedger).values(entry).returning();
  return row!;
}

/**
 * Several entries in one statement, in the order given: each is stamped with the
 * clock at its insert, so the ledger reads them back in this order.
 */
export async function insertLedgerEntries(
  tx: DbOrTx,
  entries: Array<LedgerEntryInput & { balanceAfter: number }>,
) {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    org_id: entry.orgId,
    delta: entry.delta,
    reason: entry.reason,
    balance_after: entry.balanceAfter,
    reference_type: entry.referenceType ?? null,
    reference_id: entry.referenceId ?? null,
    actor_id: entry.actorId ?? null,
    idempotency_key: entry.idempotencyKey ?? null,
    note: entry.note ?? null,
  }));
  // One JSON parameter rather than a statement of thousands of values: far less to build.
  await tx.execute(sql`
    insert into ${creditLedger}
      (org_id, delta, reason, balance_after, reference_type, reference_id, actor_id,
       idempotency_key, note, created_at)
    select r.org_id, r.delta, r.reason, r.balance_after, r.reference_type, r.reference_id,
      r.actor_id, r.idempotency_key, r.note, clock_timestamp()
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(item, n),
      jsonb_populate_record(null::credit_ledger, e.item) as r
    order by e.n
  `);
}

/** The balance, its row locked until the transaction ends (entries that do not move it). */
export async function lockBalance(tx: DbOrTx, orgId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: organizations.creditBalance })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('no key update');
  return row?.balance ?? 0;
}

export async function findBalance(db: DbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ balance: organizations.creditBalance })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.balance ?? 0;
}

/** The balance, and whether unlocks cost credits (pay-to-reveal, a platform admin's choice). */
export async function findAccount(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      balance: organizations.creditBalance,
      isPayToRevealEnabled: organizations.isPayToRevealEnabled,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row ?? { balance: 0, isPayToRevealEnabled: true };
}

export async function listLedger(db: DbOrTx, orgId: string, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

export type IdempotentOperation = (typeof idempotencyKeys.$inferInsert)['operation'];

/** The key's row, or undefined when the key was claimed before (by a committed request). */
export async function insertIdempotencyKey(
  tx: DbOrTx,
  values: {
    orgId: string;
    operation: IdempotentOperation;
    key: string;
    fingerprint: string;
    referenceId?: string | null;
  },
) {
  const [row] = await idempotencyKey(tx, { referenceId: null, ...values });
  return row;
}

const idempotencyKey = compiledQuery(
  (
    tx,
    p: Placeholders<{
      orgId: string;
      operation: IdempotentOperation;
      key: string;
      fingerprint: string;
      referenceId: string | null;
    }>,
  ) =>
    tx
      .insert(idempotencyKeys)
      .values({
        orgId: p.orgId,
        operation: p.operation,
        key: p.key,
        fingerprint: p.fingerprint,
        referenceId: p.referenceId,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
);

/** One of our own names (an operation, a reason) written into a statement's text. */
function constant(name: string): SQL {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a constant: ${name}`);
  return sql.raw(`'${name}'`);
}

/**
 * The key's claim as a step of a caller's statement (a CTE's body), for an operation
 * that does more in the same round trip: inserts the key unless it is held (waiting for
 * a transaction holding it), returning its `key` when claimed now. A null key claims
 * nothing. The same row as insertIdempotencyKey's; checkReplay then answers a key that
 * was not claimed.
 */
export function claimKeyStep(claim: {
  orgId: SQLWrapper;
  operation: IdempotentOperation;
  key: SQLWrapper;
  fingerprint: SQLWrapper;
  referenceId: SQLWrapper;
}): SQL {
  return sql`
    insert into ${idempotencyKeys} (org_id, operation, key, fingerprint, reference_id)
    select ${claim.orgId}::uuid, ${constant(claim.operation)}, ${claim.key}::text,
      ${claim.fingerprint}::text, ${claim.referenceId}::text
    where ${claim.key}::text is not null
    on conflict do nothing
    returning key`;
}

export async function findIdempotencyKey(
  tx: DbOrTx,
  orgId: string,
  operation: IdempotentOperation,
  key: string,
) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.orgId, orgId),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    );
  return row;
}

export async function setIdempotencyReference(
  tx: DbOrTx,
  orgId: string,
  operation: IdempotentOperation,
  key: string,
  referenceId: string,
) {
  await tx
    .update(idempotencyKeys)
    .set({ referenceId })
    .where(
      and(
        eq(idempotencyKeys.orgId, orgId),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    );
}

/** Every organization's balance, by name (the platform admin's credits overview). */
/**
 * A page of the organizations' balances by name (those whose name or slug contains
 * `q`), how many match, and the totals over every organization.
 */
export async function listOrganizationBalances(db: DbOrTx, query: PageQuery) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern))
    : undefined;
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        balance: organizations.creditBalance,
      })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(organizations).where(where),
    db
      .select({
        organizations: count(),
        balance: sql<number>`coalesce(sum(${organizations.creditBalance}), 0)::int`,
      })
      .from(organizations),
  ]);
  return {
    rows,
    total: matching?.value ?? 0,
    organizationCount: all?.organizations ?? 0,
    totalBalance: all?.balance ?? 0,
  };
}

/** The latest ledger entries of one reason across organizations, with their names. */
export async function listRecentEntriesOfReason(db: DbOrTx, reason: LedgerReason, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      orgId: creditLedger.orgId,
      orgName: organizations.name,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .innerJoin(organizations, eq(organizations.id, creditLedger.orgId))
    .where(eq(creditLedger.reason, reason))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}
