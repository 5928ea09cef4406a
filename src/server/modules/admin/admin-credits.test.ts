import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditsChangeResponse, CreditsOverview } from '../../../shared/admin';
import { auditLog } from '../../db/schema';
import {
  balanceOf,
  createEmployer,
  expectBalanceMatchesLedger as expectBalanceEqualsLedger,
  ledgerOf as ledger,
  grantCredits,
  TEST_ADMIN_PASSWORD,
  unique,
  type Employer,
} from '../../../../test/factories';
import {
  auditDetails,
  auditEntries,
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TRIAL = 5;

let app: TestApp;
let callers: PlatformCallers;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  callers = await createPlatformCallers(app);
});
afterAll(() => app.close());

const ledgerOf = (orgId: string) => ledger(app, orgId);

async function adminEntriesOf(orgId: string) {
  return (await ledgerOf(orgId)).filter((entry) => entry.reason === 'admin_adjust');
}

async function auditCount(): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row!.n;
}

const expectBalanceMatchesLedger = (orgId: string) => expectBalanceEqualsLedger(app, orgId);

describe('who may move credits', () => {
  it('refuses signed-out visitors (401) and organization admins (403); lets both consoles in', async () => {
    const org = await createEmployer(app);
    const other = await createEmployer(app);
    const change = { orgId: org.orgId, amount: 1, reason: 'access check' };
    await expectPlatformOnly(callers, (client) =>
      client.post('/api/v1/admin/credits/grant', change),
    );
    await expectPlatformOnly(callers, (client) =>
      client.post('/api/v1/admin/credits/revoke', change),
    );
    await expectPlatformOnly(callers, (client) =>
      client.post('/api/v1/admin/credits/transfer', {
        fromOrgId: org.orgId,
        toOrgId: other.orgId,
        amount: 1,
      }),
    );
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/credits/overview'));
    // Two grants, two revokes and two transfers of 1 went through; the refused ones did nothing.
    expect(await balanceOf(app, org.orgId)).toBe(TRIAL + 2 - 2 - 2);
    expect(await balanceOf(app, other.orgId)).toBe(TRIAL + 2);
  });
});

describe('granting and revoking', () => {
  it('grants through the ledger (admin_adjust, the reason as note, the SUPERADMIN as actor) and audits it', async () => {
    const employer = await createEmployer(app, { orgName: 'Accra Bakery' });
    const response = await callers.superAdmin.client.post('/api/v1/admin/credits/grant', {
      orgId: employer.orgId,
      amount: '10',
      reason: 'onboarding',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Credits granted',
      balances: { [employer.orgId]: TRIAL + 10 },
    } satisfies CreditsChangeResponse);
    const [entry] = await adminEntriesOf(employer.orgId);
    expect(entry).toMatchObject({
      delta: 10,
      balanceAfter: TRIAL + 10,
      note: 'onboarding',
      actorId: callers.superAdmin.user.id,
    });
    await expectBalanceMatchesLedger(employer.orgId);

    const [audit] = await auditEntries(callers.console, 'credits_granted', {
      orgId: employer.orgId,
    });
    expect(audit).toMatchObject({
      actorKind: 'superadmin',
      orgName: 'Accra Bakery',
      summary: 'Granted 10 credits to Accra Bakery: onboarding',
    });

    // The password console is no user: its entries name no actor.
    await callers.console.post('/api/v1/admin/credits/grant', {
      orgId: employer.orgId,
      amount: 1,
    });
    const entries = await adminEntriesOf(employer.orgId);
    expect(entries[1]).toMatchObject({ delta: 1, actorId: null, note: 'Granted by Shortlist' });
    const [second] = await auditEntries(callers.console, 'credits_granted', {
      orgId: employer.orgId,
    });
    expect(second).toMatchObject({
      actorKind: 'password',
      summary: 'Granted 1 credit to Accra Bakery',
    });
  });

  it('revokes through the ledger and audits it', async () => {
    const employer = await createEmployer(app, { orgName: 'Cape Coast Fisheries' });
    const response = await callers.console.post('/api/v1/admin/credits/revoke', {
      orgId: employer.orgId,
      amount: 3,
      reason: 'granted by mistake',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Credits revoked',
      balances: { [employer.orgId]: TRIAL - 3 },
    });
    const [entry] = await adminEntriesOf(employer.orgId);
    expect(entry).toMatchObject({ delta: -3, balanceAfter: 2, note: 'granted by mistake' });
    await expectBalanceMatchesLedger(employer.orgId);
    const [audit] = await auditEntries(callers.console, 'credits_revoked', {
      orgId: employer.orgId,
    });
    expect(audit).toMatchObject({
      summary: 'Revoked 3 credits from Cape Coast Fisheries: granted by mistake',
    });
    expect(await auditDetails(app, audit!.id)).toMatchObject({ amount: 3, balanceAfter: 2 });
  });

  it('never takes a balance below zero: 409 balance_too_low, and nothing is written', async () => {
    const employer = await createEmployer(app);
    const auditsBefore = await auditCount();
    const response = await callers.console.post('/api/v1/admin/credits/revoke', {
      orgId: employer.orgId,
      amount: TRIAL + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'balance_too_low',
      details: { balance: TRIAL, amount: TRIAL + 1 },
    });
    expect(await balanceOf(app, employer.orgId)).toBe(TRIAL);
    expect(await adminEntriesOf(employer.orgId)).toEqual([]);
    expect(await auditCount()).toBe(auditsBefore);

    const all = await callers.console.post('/api/v1/admin/credits/revoke', {
      orgId: employer.orgId,
      amount: TRIAL,
    });
    expect(all.json().balances[employer.orgId]).toBe(0);
  });

  it("says the spec's messages, and 404 for an unknown organization", async () => {
    for (const amount of [0, -4, 'abc', '']) {
      const response = await callers.console.post('/api/v1/admin/credits/grant', {
        orgId: UNKNOWN_ID,
        amount,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({ amount: ['Amount must be positive'] });
    }
    const missing = await callers.console.post('/api/v1/admin/credits/revoke', {});
    expect(missing.json().details.fieldErrors).toEqual({
      orgId: ['Organization is required'],
      amount: ['Amount must be positive'],
    });
    const same = await callers.console.post('/api/v1/admin/credits/transfer', {
      fromOrgId: UNKNOWN_ID,
      toOrgId: UNKNOWN_ID,
      amount: 1,
    });
    expect(same.json().details.fieldErrors).toEqual({
      toOrgId: ['Choose two different organizations'],
    });
    for (const path of ['grant', 'revoke']) {
      const unknown = await callers.console.post(`/api/v1/admin/credits/${path}`, {
        orgId: UNKNOWN_ID,
        amount: 1,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'organization_not_found' });
    }
    const employer = await createEmployer(app);
    const unknownTarget = await callers.console.post('/api/v1/admin/credits/transfer', {
      fromOrgId: employer.orgId,
      toOrgId: UNKNOWN_ID,
      amount: 1,
    });
    expect(unknownTarget.statusCode).toBe(404);
    expect(await balanceOf(app, employer.orgId)).toBe(TRIAL);
  });
});

describe('transferring', () => {
  async function twoOrganizations(): Promise<[Employer, Employer]> {
    return [
      await createEmployer(app, { orgName: 'Takoradi Port' }),
      await createEmployer(app, { orgName: 'Tamale Agro' }),
    ];
  }

  it('moves credits with one ledger entry on each side and one audit entry', async () => {
    const [from, to] = await twoOrganizations();
    const response = await callers.superAdmin.client.post('/api/v1/admin/credits/transfer', {
      fromOrgId: from.orgId,
      toOrgId: to.orgId,
      amount: 4,
      reason: 'merged accounts',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Credits transferred',
      balances: { [from.orgId]: TRIAL - 4, [to.orgId]: TRIAL + 4 },
    });
    const [debit] = await adminEntriesOf(from.orgId);
    const [credit] = await adminEntriesOf(to.orgId);
    expect(debit).toMatchObject({
      delta: -4,
      balanceAfter: 1,
      note: 'Transfer to Tamale Agro: merged accounts',
      actorId: callers.superAdmin.user.id,
      referenceType: 'credit_transfer',
    });
    expect(credit).toMatchObject({
      delta: 4,
      balanceAfter: 9,
      note: 'Transfer from Takoradi Port: merged accounts',
      referenceType: 'credit_transfer',
      referenceId: debit!.referenceId,
    });
    const audits = await auditEntries(callers.console, 'credits_transferred', {
      orgId: from.orgId,
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      summary: 'Transferred 4 credits from Takoradi Port to Tamale Agro: merged accounts',
      targetId: debit!.referenceId,
    });
  });

  it('refuses to take more than the sender has (409), and moves nothing', async () => {
    const [from, to] = await twoOrganizations();
    const auditsBefore = await auditCount();
    const response = await callers.console.post('/api/v1/admin/credits/transfer', {
      fromOrgId: from.orgId,
      toOrgId: to.orgId,
      amount: TRIAL + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'balance_too_low',
      details: { balance: TRIAL, amount: TRIAL + 1 },
    });
    expect(await balanceOf(app, from.orgId)).toBe(TRIAL);
    expect(await balanceOf(app, to.orgId)).toBe(TRIAL);
    expect(await adminEntriesOf(from.orgId)).toEqual([]);
    expect(await adminEntriesOf(to.orgId)).toEqual([]);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('keeps every invariant under 20 concurrent transfers in both directions (no deadlock)', async () => {
    const [a, b] = await twoOrganizations();
    await grantCredits(app, a.orgId, 30);
    await grantCredits(app, b.orgId, 30);
    const total = 2 * (TRIAL + 30);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [a, b] : [b, a];
        const client = index % 3 === 0 ? callers.console : callers.superAdmin.client;
        return client.post('/api/v1/admin/credits/transfer', {
          fromOrgId: from.orgId,
          toOrgId: to.orgId,
          amount: 1 + (index % 4),
          reason: `parallel ${index}`,
        });
      }),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const balanceA = await expectBalanceMatchesLedger(a.orgId);
    const balanceB = await expectBalanceMatchesLedger(b.orgId);
    expect(balanceA + balanceB).toBe(total);
    // Each side of each transfer is one entry.
    for (const orgId of [a.orgId, b.orgId]) {
      const entries = await adminEntriesOf(orgId);
      expect(entries).toHaveLength(20);
    }
    const transfers = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'credits_transferred'),
          sql`${auditLog.orgId} in (${a.orgId}, ${b.orgId})`,
        ),
      );
    expect(transfers[0]!.n).toBe(20);
  });

  it('keeps every balance non-negative when concurrent transfers ask for more than there is', async () => {
    const [a, b] = await twoOrganizations();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [a, b] : [b, a];
        return callers.console.post('/api/v1/admin/credits/transfer', {
          fromOrgId: from.orgId,
          toOrgId: to.orgId,
          // Credits may flow back and forth in any order, so one transfer asks for more
          // than both hold together: it is refused whatever the others do.
          amount: index === 0 ? 2 * TRIAL + 1 : 3,
        });
      }),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(409);
    const balanceA = await expectBalanceMatchesLedger(a.orgId);
    const balanceB = await expectBalanceMatchesLedger(b.orgId);
    expect(balanceA + balanceB).toBe(2 * TRIAL);
  });
});

describe('the credits overview', () => {
  it('shows the totals, a searched page of balances, and the 20 latest admin adjustments', async () => {
    const name = unique('Ho Pharmacy');
    const employer = await createEmployer(app, { orgName: name });
    for (let index = 1; index <= 21; index++) {
      await callers.console.post('/api/v1/admin/credits/grant', {
        orgId: employer.orgId,
        amount: index,
        reason: `bonus ${index}`,
      });
    }
    const response = await callers.superAdmin.client.get(
      `/api/v1/admin/credits/overview?q=${encodeURIComponent(name)}`,
    );
    expect(response.statusCode).toBe(200);
    const overview = response.json() as CreditsOverview;
    const [all] = await app.database.db
      .select({ total: sql<number>`sum(credit_balance)::int`, count: sql<number>`count(*)::int` })
      .from(sql`organizations`);
    // The totals are every organization's, whatever the search.
    expect(overview.totalBalance).toBe(all!.total);
    expect(overview.organizationCount).toBe(all!.count);
    expect(overview).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(overview.organizations).toEqual([
      { id: employer.orgId, name, balance: TRIAL + (21 * 22) / 2 },
    ]);

    // Pages of the whole list, by name: together they are every organization, once.
    const pageOf = async (page: number) =>
      (
        await callers.console.get(`/api/v1/admin/credits/overview?page=${page}&pageSize=2`)
      ).json() as CreditsOverview;
    const first = await pageOf(1);
    expect(first).toMatchObject({ total: all!.count, page: 1, pageSize: 2 });
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 2); page++) {
      ids.push(...(await pageOf(page)).organizations.map((org) => org.id));
    }
    expect(new Set(ids).size).toBe(all!.count);
    expect(ids).toHaveLength(all!.count);
    const bad = await callers.console.get('/api/v1/admin/credits/overview?page=0');
    expect(bad.statusCode).toBe(400);
    expect(overview.recentAdjustments).toHaveLength(20);
    expect(overview.recentAdjustments[0]).toEqual({
      id: expect.any(String),
      orgId: employer.orgId,
      orgName: name,
      delta: 21,
      balanceAfter: TRIAL + (21 * 22) / 2,
      label: 'Admin Adjustment',
      reason: 'bonus 21',
      occurredAt: expect.any(String),
    });
    expect(overview.recentAdjustments.map((entry) => entry.reason)).not.toContain('bonus 1');
  });
});
