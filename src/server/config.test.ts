import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SESSION_IDLE_TTL).toBe(12 * 3_600_000);
    expect(config.SESSION_ABSOLUTE_TTL).toBe(7 * 86_400_000);
    expect(config.PASSWORD_RESET_TTL).toBe(3_600_000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x"'],
    [{ SESSION_IDLE_TTL: 'soon' }, '"soon" is not a duration like 30m, 12h or 7d'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  ])('names the bad value in a clear message: %j', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('refuses an idle limit longer than the absolute one', () => {
    expect(() => loadConfig({ SESSION_IDLE_TTL: '8d' })).toThrow('SESSION_IDLE_TTL');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
