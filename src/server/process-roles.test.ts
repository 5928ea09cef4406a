import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config';
import { checkProcessLayout, clusterPoolSize, parseProcessLayout } from './process-roles';

const POSTGRES = { DATABASE_URL: 'postgres://shortlist@db:5432/shortlist' };

describe('parseProcessLayout', () => {
  it('is one process doing everything by default, as npm start runs it', () => {
    expect(parseProcessLayout([], {})).toEqual({ role: 'all', webConcurrency: null });
    // Empty counts as unset, like every variable.
    expect(parseProcessLayout([], { WEB_CONCURRENCY: '' })).toEqual({
      role: 'all',
      webConcurrency: null,
    });
  });

  it('reads the role in either spelling, and WEB_CONCURRENCY', () => {
    expect(parseProcessLayout(['--role=web'], {}).role).toBe('web');
    expect(parseProcessLayout(['--role', 'worker'], {}).role).toBe('worker');
    expect(parseProcessLayout(['--role=all'], { WEB_CONCURRENCY: '4' })).toEqual({
      role: 'all',
      webConcurrency: 4,
    });
  });

  it('refuses an unknown role or argument, and a WEB_CONCURRENCY that is not a count', () => {
    expect(() => parseProcessLayout(['--role=scheduler'], {})).toThrow(
      /--role=scheduler: must be one of --role=all, --role=web, --role=worker/,
    );
    expect(() => parseProcessLayout(['--port=3000'], {})).toThrow(ConfigError);
    for (const value of ['0', 'two', '1.5', '-1', '65']) {
      expect(() => parseProcessLayout([], { WEB_CONCURRENCY: value })).toThrow(
        /WEB_CONCURRENCY=.*must be a whole number from 1 to 64/,
      );
    }
  });
});

describe('checkProcessLayout', () => {
  const check = (args: string[], env: Record<string, string>) => () =>
    checkProcessLayout(parseProcessLayout(args, env), loadConfig(env));

  it('lets one process run on the embedded database', () => {
    expect(check([], {})).not.toThrow();
    expect(check(['--role=all'], {})).not.toThrow();
  });

  it('refuses several processes on the embedded database, saying what to do', () => {
    expect(check(['--role=web'], {})).toThrow(
      /--role=web means several server processes on one database, which needs DATABASE_URL \(PostgreSQL\)/,
    );
    expect(check(['--role=worker'], { PUBLIC_URL: 'https://shortlist.example' })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(check([], { WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 means several server processes .* Start without WEB_CONCURRENCY=2/,
    );
  });

  it('accepts the roles and a cluster of web processes on PostgreSQL', () => {
    expect(check(['--role=web'], POSTGRES)).not.toThrow();
    expect(check(['--role=web'], { ...POSTGRES, WEB_CONCURRENCY: '3' })).not.toThrow();
    expect(check([], { ...POSTGRES, WEB_CONCURRENCY: '2' })).not.toThrow();
    expect(
      check(['--role=worker'], { ...POSTGRES, PUBLIC_URL: 'https://shortlist.example' }),
    ).not.toThrow();
  });

  it('refuses a worker without PUBLIC_URL (it has no address of its own) or with WEB_CONCURRENCY', () => {
    expect(check(['--role=worker'], POSTGRES)).toThrow(/--role=worker needs PUBLIC_URL/);
    expect(
      check(['--role=worker'], {
        ...POSTGRES,
        PUBLIC_URL: 'https://shortlist.example',
        WEB_CONCURRENCY: '2',
      }),
    ).toThrow(/--role=worker serves no HTTP/);
  });
});

describe('clusterPoolSize', () => {
  it("shares the machine's connections among a cluster's processes unless DATABASE_POOL_SIZE is set", () => {
    expect(clusterPoolSize(3, {})).toEqual({ DATABASE_POOL_SIZE: String(defaultPoolSize(3)) });
    expect(clusterPoolSize(1, {})).toEqual({ DATABASE_POOL_SIZE: String(defaultPoolSize()) });
    expect(clusterPoolSize(3, { DATABASE_POOL_SIZE: '8' })).toEqual({});
  });
});
