import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  CreditsChangeResponse,
  CreditsOverview,
  grantCreditsSchema,
  PageQuery,
  transferCreditsSchema,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PlatformActor } from '../../http/actor';
import { getPlatformCredits, recordAdminAdjustment } from '../credits/credits.service';
import { lockOrganizationForChange } from '../orgs/orgs.service';
import { recordAudit } from './audit.service';
import { toAdminAdjustmentView } from './admin-credits.views';

type CreditsChange = z.output<typeof grantCreditsSchema>;
type CreditsTransfer = z.output<typeof transferCreditsSchema>;

const RECENT_ADJUSTMENTS = 20;

/** "1 credit", "10 credits". */
function creditsText(amount: number): string {
  return `${amount} credit${amount === 1 ? '' : 's'}`;
}

/** The ledger's actor: the SUPERADMIN, or nobody for the password console (no user). */
function ledgerActorOf(actor: PlatformActor): string | null {
  return actor.kind === 'superadmin' ? actor.userId : null;
}

/**
 * Adds credits to (or takes them from) one organization: its row locked, the
 * balance and the `admin_adjust` ledger entry, and the audit entry, in one
 * transaction. Taking more than the balance is 409 `balance_too_low`.
 */
async function adjustCredits(
  ctx: AppContext,
  actor: PlatformActor,
  input: CreditsChange,
  direction: 'grant' | 'revoke',
): Promise<CreditsChangeResponse> {
  const isGrant = direction === 'grant';
  const balanceAfter = await ctx.db.transaction(async (tx) => {
    const org = await lockOrganizationForChange(tx, input.orgId);
    const entry = await recordAdminAdjustment(tx, {
      orgId: org.id,
      delta: isGrant ? input.amount : -input.amount,
      actorId: ledgerActorOf(actor),
      note: input.reason ?? (isGrant ? 'Granted by Shortlist' : 'Revoked by Shortlist'),
    });
    const amount = creditsText(input.amount);
    await recordAudit(tx, actor, {
      action: isGrant ? 'credits_granted' : 'credits_revoked',
      summary: `${isGrant ? `Granted ${amount} to` : `Revoked ${amount} from`} ${org.name}${input.reason ? `: ${input.reason}` : ''}`,
      org,
      target: { type: 'ledger_entry', id: entry.id },
      details: { amount: input.amount, reason: input.reason, balanceAfter: entry.balanceAfter },
    });
    return entry.balanceAfter;
  });
  return {
    success: true,
    message: isGrant ? 'Credits granted' : 'Credits revoked',
    balances: { [input.orgId]: balanceAfter },
  };
}

export function grantCredits(ctx: AppContext, actor: PlatformActor, input: CreditsChange) {
  return adjustCredits(ctx, actor, input, 'grant');
}

export function revokeCredits(ctx: AppContext, actor: PlatformActor, input: CreditsChange) {
  return adjustCredits(ctx, actor, input, 'revoke');
}

/**
 * Moves credits between two organizations in one transaction: one ledger entry on
 * each side sharing a transfer reference, and one audit entry. Both rows are locked
 * in id order first, so transfers in opposite directions wait for each other
 * instead of deadlocking.
 */
export async function transferCredits(
  ctx: AppContext,
  actor: PlatformActor,
  input: CreditsTransfer,
): Promise<CreditsChangeResponse> {
  const balances = await ctx.db.transaction(async (tx) => {
    const locked = await lockInIdOrder(tx, [input.fromOrgId, input.toOrgId]);
    const from = locked.get(input.fromOrgId)!;
    const to = locked.get(input.toOrgId)!;
    const transfer = { referenceType: 'credit_transfer', referenceId: randomUUID() };
    const suffix = input.reason ? `: ${input.reason}` : '';
    const debit = await recordAdminAdjustment(tx, {
      orgId: from.id,
      delta: -input.amount,
      actorId: ledgerActorOf(actor),
      note: `Transfer to ${to.name}${suffix}`,
      ...transfer,
    });
    const credit = await recordAdminAdjustment(tx, {
      orgId: to.id,
      delta: input.amount,
      actorId: ledgerActorOf(actor),
      note: `Transfer from ${from.name}${suffix}`,
      ...transfer,
    });
    await recordAudit(tx, actor, {
      action: 'credits_transferred',
      summary: `Transferred ${creditsText(input.amount)} from ${from.name} to ${to.name}${suffix}`,
      org: from,
      target: { type: 'credit_transfer', id: transfer.referenceId },
      details: {
        amount: input.amount,
        reason: input.reason,
        from: { id: from.id, name: from.name, balanceAfter: debit.balanceAfter },
        to: { id: to.id, name: to.name, balanceAfter: credit.balanceAfter },
      },
    });
    return { [from.id]: debit.balanceAfter, [to.id]: credit.balanceAfter };
  });
  return { success: true, message: 'Credits transferred', balances };
}

async function lockInIdOrder(tx: DbOrTx, orgIds: string[]) {
  const locked = new Map<string, Awaited<ReturnType<typeof lockOrganizationForChange>>>();
  for (const orgId of [...orgIds].sort()) {
    locked.set(orgId, await lockOrganizationForChange(tx, orgId));
  }
  return locked;
}

/** Every organization's balance, their total, and the latest admin adjustments. */
export async function getCreditsOverview(db: DbOrTx, query: PageQuery): Promise<CreditsOverview> {
  const { balances, adjustments } = await getPlatformCredits(db, query, RECENT_ADJUSTMENTS);
  return {
    totalBalance: balances.totalBalance,
    organizationCount: balances.organizationCount,
    organizations: balances.rows,
    total: balances.total,
    page: query.page,
    pageSize: query.pageSize,
    recentAdjustments: adjustments.map(toAdminAdjustmentView),
  };
}
