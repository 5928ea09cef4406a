import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { organizations } from './schema';

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
});
