import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../../test/setup/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const configFor = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });

describe('the scheduling process (npm start)', () => {
  it('starts without a careers board, and says so', async () => {
    const app = await buildApp({ config: configFor({}), database, isScheduler: true });
    try {
      expect(app.ctx.careersBoard).toBeNull();
    } finally {
      await app.server.close();
    }
  });

  it('starts with the sandbox board and schedules the sweep of lost board work', async () => {
    const app = await buildApp({
      config: configFor({ CAREERS_BOARD_SANDBOX: 'true' }),
      database,
      isScheduler: true,
    });
    try {
      expect(app.ctx.careersBoard?.environment).toBe('sandbox');
      // The sandbox comes with employers who post on it directly, to migrate.
      const employers = await app.ctx.careersBoard!.client.listAllEmployers();
      expect(employers.map((employer) => employer.name)).toEqual([
        'Volta Agro Processing',
        'Harbour Logistics Tema',
      ]);
    } finally {
      await app.server.close();
    }
  });
});
