import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MemberActor } from '../../http/actor';
import {
  adjustBalance,
  findBalance,
  insertLedgerEntry,
  listLedger,
  type LedgerEntryInput,
} from './credits.repository';
import { toCreditsView } from './credits.views';

const HISTORY_LIMIT = 100;

/**
 * The only way credits move: the balance update and its ledger entry, inside the
 * caller's transaction, so that balance = sum of deltas always holds.
 * Throws 402 when a debit would take the balance below zero.
 */
export async function recordLedgerEntry(tx: DbOrTx, entry: LedgerEntryInput) {
  const balanceAfter = await adjustBalance(tx, entry.orgId, entry.delta);
  if (balanceAfter === null) throw new AppError('insufficient_credits');
  return insertLedgerEntry(tx, { ...entry, balanceAfter });
}

export function getBalance(db: DbOrTx, orgId: string): Promise<number> {
  return findBalance(db, orgId);
}

export async function getCredits(db: Db, actor: MemberActor) {
  const [balance, rows] = await Promise.all([
    findBalance(db, actor.orgId),
    listLedger(db, actor.orgId, HISTORY_LIMIT),
  ]);
  return toCreditsView(balance, rows);
}
