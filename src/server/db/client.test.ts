import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { eq } from 'drizzle-orm';
import { isChargeRefused } from '../modules/credits/credits.service';
import { storeApplicationScores } from '../modules/matching/matching.repository';
import { creditChargesAtCommit, creditLedger, organizations } from './schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-pglite-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('creates the data folder, applies migrations and keeps data across restarts', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(organizations).values({ name: 'Persisted', slug: 'persisted' });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(organizations);
    expect(rows.map((row) => row.slug)).toEqual(['persisted']);
    await second.close();
  });

  it('makes a charge as a transaction commits, and fails the commit it does not cover', async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'charges') });
    try {
      const { db } = database;
      const [org] = await db
        .insert(organizations)
        .values({ name: 'Charged', slug: 'charged', creditBalance: 1 })
        .returning();
      const charge = { orgId: org!.id, delta: -1, reason: 'candidate_unlock' as const };
      // Queued as the unlock's statement queues it (chargeAtCommitStep): a row of the table.
      const queue = () => db.transaction((tx) => tx.insert(creditChargesAtCommit).values(charge));
      await queue();
      const failed = await queue().catch((error: unknown) => error);
      expect(isChargeRefused(failed)).toBe(true);

      const [after] = await db.select().from(organizations).where(eq(organizations.id, org!.id));
      expect(after!.creditBalance).toBe(0);
      const ledger = await db.select().from(creditLedger).where(eq(creditLedger.orgId, org!.id));
      expect(ledger).toMatchObject([{ delta: -1, balanceAfter: 0 }]);
      expect(await db.select().from(creditChargesAtCommit)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('takes an array as a parameter, as storing scores does', async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'arrays') });
    try {
      const [org] = await database.db
        .insert(organizations)
        .values({ name: 'Scored', slug: 'scored' })
        .returning();
      const score = { score: 50, reasons: [], lockedReasons: [] };
      await expect(
        storeApplicationScores(database.db, org!.id, [
          { id: crypto.randomUUID(), ...score },
          { id: crypto.randomUUID(), ...score },
        ]),
      ).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
