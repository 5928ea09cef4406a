import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          globalSetup: ['test/setup/global-setup.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts', 'test/setup/shardability-check.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The server's tests again, on the database as scripts/citus shapes it for
        // distribution (decision 0040): keys within organizations, the references Citus
        // cannot keep dropped, its distribution rules checked.
        test: {
          name: 'citus-shape',
          include: ['src/server/**/*.test.ts'],
          env: { CITUS_SHAPE: 'true' },
          globalSetup: ['test/setup/global-setup.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts', 'test/setup/shardability-check.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['test/setup/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
