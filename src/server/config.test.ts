import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SESSION_IDLE_TTL).toBe(12 * 3_600_000);
    expect(config.SESSION_ABSOLUTE_TTL).toBe(7 * 86_400_000);
    expect(config.PASSWORD_RESET_TTL).toBe(3_600_000);
    expect(config.DATABASE_POOL_SIZE).toBe(defaultPoolSize());
  });

  it('keeps about twice the cores in connections, shared by the processes of a cluster', () => {
    expect(defaultPoolSize(1, 2)).toBe(5);
    expect(defaultPoolSize(1, 8)).toBe(17);
    // Two web processes and a worker on 8 cores: 17 connections between them.
    expect(defaultPoolSize(3, 8)).toBe(6);
    // Never fewer than 2 a process: one long statement does not stop the rest.
    expect(defaultPoolSize(3, 2)).toBe(2);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x"'],
    [{ SESSION_IDLE_TTL: 'soon' }, '"soon" is not a duration like 30m, 12h or 7d'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CREDIT_PACKAGES: '10:90.5' }, 'must be credits:pesewas pairs like 10:9000'],
    [{ CREDIT_PACKAGES: '10:9000,10:8000' }, 'must not list the same number of credits twice'],
    [{ CREDIT_PACKAGES: '0:100' }, 'CREDIT_PACKAGES'],
    [{ PAYSTACK_BASE_URL: 'ftp://pay' }, 'PAYSTACK_BASE_URL'],
  ])('names the bad value in a clear message: %j', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('reads credit packages as credits:pesewas pairs, smallest first', () => {
    expect(loadConfig({ CREDIT_PACKAGES: ' 20:15000, 3:2900 ' }).CREDIT_PACKAGES).toEqual([
      { credits: 3, pricePesewas: 2900 },
      { credits: 20, pricePesewas: 15000 },
    ]);
    // The defaults start at the single-credit price of shared/rules.ts.
    expect(loadConfig({}).CREDIT_PACKAGES[0]).toEqual({ credits: 1, pricePesewas: 1000 });
  });

  it('refuses an idle limit longer than the absolute one', () => {
    expect(() => loadConfig({ SESSION_IDLE_TTL: '8d' })).toThrow('SESSION_IDLE_TTL');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  describe('the payments sandbox (issue 14.1: no free credits in production)', () => {
    it('is on by default only in development, which npm start on a fresh clone is', () => {
      expect(loadConfig({}).PAYMENTS_SANDBOX).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS_SANDBOX).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(
        true,
      );
      expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
      // A site on the internet that forgot NODE_ENV=production does not get it by default.
      const site = { PUBLIC_URL: 'https://jobs.example.com' };
      expect(loadConfig(site).PAYMENTS_SANDBOX).toBe(false);
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PAYMENTS_SANDBOX).toBe(true);
      expect(loadConfig({ ...site, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    });

    it('is never used when a provider key is set', () => {
      const key = { PAYSTACK_SECRET_KEY: 'sk_live_0123456789' };
      expect(loadConfig(key).PAYMENTS_SANDBOX).toBe(false);
      expect(loadConfig({ ...key, NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe(false);
    });

    it('refuses to start in production without a key, naming both settings', () => {
      const start = () => loadConfig({ NODE_ENV: 'production' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/PAYSTACK_SECRET_KEY/);
      expect(start).toThrow(/PAYMENTS_SANDBOX/);
    });

    it('refuses the sandbox in production even when asked for', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toThrow(
        /PAYMENTS_SANDBOX=true cannot be used with NODE_ENV=production/,
      );
    });
  });
});
