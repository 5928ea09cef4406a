import type { PageQuery } from '../../../shared/admin';
import { createHash } from 'node:crypto';
import { acrossOrganizations } from '../../db/across-organizations';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isCheckViolation } from '../../http/app-error';
import type { MemberActor } from '../../http/actor';
import {
  adjustBalance,
  adjustBalanceWithEntry,
  chargeAtCommitStep,
  claimKeyStep,
  findAccount,
  findBalance,
  findIdempotencyKey,
  insertIdempotencyKey,
  insertLedgerEntries,
  insertLedgerEntry,
  lockBalance,
  setIdempotencyReference,
  type IdempotentOperation,
  listLedger,
  listOrganizationBalances,
  listRecentEntriesOfReason,
  type LedgerEntryInput,
} from './credits.repository';
import { toCreditsView } from './credits.views';

const HISTORY_LIMIT = 100;

/**
 * The statements' steps another module's statement may run (a charge queued for its
 * commit, an idempotency key claimed), so that an operation is one round trip; their
 * rows are this module's.
 */
export { chargeAtCommitStep, claimKeyStep };

/**
 * The only way credits move: the balance update and its ledger entry, inside the
 * caller's transaction, so that balance = sum of deltas always holds.
 * Throws 402 when a debit would take the balance below zero.
 */
export async function recordLedgerEntry(tx: DbOrTx, entry: LedgerEntryInput) {
  const written = await adjustBalanceWithEntry(tx, entry);
  if (!written) throw new AppError('insufficient_credits');
  return written;
}

/** Whether a transaction's commit failed because a charge queued in it was not covered. */
export function isChargeRefused(error: unknown): boolean {
  return isCheckViolation(error, 'credit_charge_balance_covers');
}

export function getBalance(db: DbOrTx, orgId: string): Promise<number> {
  return findBalance(db, orgId);
}

export async function getCredits(db: Db, actor: MemberActor) {
  const [account, rows] = await Promise.all([
    findAccount(db, actor.orgId),
    listLedger(db, actor.orgId, HISTORY_LIMIT),
  ]);
  return toCreditsView(account, rows);
}

/** JSON with object keys sorted, so the same request always has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export type IdempotencyClaim = { isReplay: false } | { isReplay: true; referenceId: string | null };

/**
 * Claims a client's idempotency key for one operation, in the transaction that does
 * the work: the first request gets it (and if that transaction rolls back, so does the
 * claim); a parallel one waits on the key's row and then finds it. A replay must carry
 * the same request (`request`, everything that decides what the operation does),
 * else 409 `idempotency_key_reused`.
 */
export async function claimIdempotencyKey(
  tx: DbOrTx,
  claim: {
    orgId: string;
    operation: IdempotentOperation;
    key: string;
    request: unknown;
    /** What the request makes, when known before it is made (no recordIdempotencyReference). */
    referenceId?: string;
  },
): Promise<IdempotencyClaim> {
  const fingerprint = fingerprintOf(claim.request);
  const { orgId, operation, key, referenceId } = claim;
  if (await insertIdempotencyKey(tx, { orgId, operation, key, fingerprint, referenceId })) {
    return { isReplay: false };
  }
  return replayOf(tx, { orgId, operation, key, fingerprint });
}

/** What identifies a request under an idempotency key: everything that decides what it does. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * A key found held (not claimed by this transaction): the replay of the request that
 * claimed it, or 409 `idempotency_key_reused` when that one was another request.
 */
export async function replayOf(
  tx: DbOrTx,
  claim: { orgId: string; operation: IdempotentOperation; key: string; fingerprint: string },
): Promise<IdempotencyClaim & { isReplay: true }> {
  const earlier = await findIdempotencyKey(tx, claim.orgId, claim.operation, claim.key);
  if (!earlier || earlier.fingerprint !== claim.fingerprint) {
    throw new AppError('idempotency_key_reused');
  }
  return { isReplay: true, referenceId: earlier.referenceId };
}

/** Records what a claimed key's request made, for its replays. */
export async function recordIdempotencyReference(
  tx: DbOrTx,
  claim: { orgId: string; operation: IdempotentOperation; key: string },
  referenceId: string,
): Promise<void> {
  await setIdempotencyReference(tx, claim.orgId, claim.operation, claim.key, referenceId);
}

/**
 * The ledger's own idempotency key for a client's key: in the operation's namespace,
 * so it can never equal one of Shortlist's (a payment's `payment:...`).
 */
export function ledgerKeyOf(operation: IdempotentOperation, key: string | null): string | null {
  return key === null ? null : `${operation}:${key}`;
}

/**
 * A platform admin's adjustment of one organization's balance (`admin_adjust`), in
 * the caller's transaction. Credits are only taken from what the organization has:
 * otherwise 409 `balance_too_low`, and nothing is written.
 */
export async function recordAdminAdjustment(
  tx: DbOrTx,
  entry: Omit<LedgerEntryInput, 'reason' | 'idempotencyKey'>,
) {
  const balanceAfter = await adjustBalance(tx, entry.orgId, entry.delta);
  if (balanceAfter === null) {
    const balance = await findBalance(tx, entry.orgId);
    throw new AppError('balance_too_low', { balance, amount: Math.abs(entry.delta) });
  }
  return insertLedgerEntry(tx, { ...entry, reason: 'admin_adjust', balanceAfter });
}

/** Balances of every organization, and the latest admin adjustments across them. */
export async function getPlatformCredits(db: DbOrTx, query: PageQuery, adjustmentsLimit: number) {
  // The platform console's overview: the organizations' balances and adjustments.
  const [balances, adjustments] = await acrossOrganizations('platform admin', () =>
    Promise.all([
      listOrganizationBalances(db, query),
      listRecentEntriesOfReason(db, 'admin_adjust', adjustmentsLimit),
    ]),
  );
  return { balances, adjustments };
}

/**
 * What the keys of an unlock paid on import start with (`import-unlock:<unlock id>`,
 * then `:grant` and `:unlock`): the organization did not pay for that unlock, so it
 * has nothing to refund (READING.md 4: grant and spend, net zero).
 */
export const GRANTED_UNLOCK_KEY_PREFIX = 'import-unlock:';

/**
 * Credits granted and spent at once (READING.md 4: an import's 'Mark as UNLOCKED'
 * grants 1 credit per application and spends it on its unlock): two ledger entries
 * for each, which net zero. The balance does not move, but its row is locked while
 * they are written, so each entry's balance after is the balance in the ledger's
 * order (balance = sum of the ledger holds after every entry). `key` makes each pair
 * once only (the ledger's unique key per organization).
 */
export async function recordGrantedSpends(
  tx: DbOrTx,
  orgId: string,
  spends: Array<{ referenceId: string; key: string }>,
  notes: { grant: string; spend: string },
): Promise<void> {
  if (spends.length === 0) return;
  const balance = await lockBalance(tx, orgId);
  await insertLedgerEntries(
    tx,
    spends.flatMap(({ referenceId, key }) => [
      {
        orgId,
        delta: 1,
        reason: 'grant' as const,
        balanceAfter: balance + 1,
        referenceType: 'application',
        referenceId,
        idempotencyKey: `${key}:grant`,
        note: notes.grant,
      },
      {
        orgId,
        delta: -1,
        reason: 'candidate_unlock' as const,
        balanceAfter: balance,
        referenceType: 'application',
        referenceId,
        idempotencyKey: `${key}:unlock`,
        note: notes.spend,
      },
    ]),
  );
}
