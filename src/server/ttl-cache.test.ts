import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('serves a loaded value until it expires', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000, 10);
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry past its size', async () => {
    const cache = new TtlCache<string, string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    const load = vi.fn(async () => 'again');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('c', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value read before an invalidation', async () => {
    const cache = new TtlCache<string, string>(60_000, 10);
    let release!: () => void;
    const slowRead = cache.getOrLoad(
      'job',
      () => new Promise((resolve) => (release = () => resolve('old'))),
    );
    cache.invalidate('job');
    release();
    expect(await slowRead).toBe('old');
    expect(await cache.getOrLoad('job', async () => 'new')).toBe('new');
  });

  it('caches nothing with a zero time limit', async () => {
    const cache = new TtlCache<string, number>(0, 10);
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets every entry on clear, and a read that was in flight', async () => {
    const cache = new TtlCache<string, string>(60_000, 10);
    await cache.getOrLoad('a', async () => 'a');
    let release!: () => void;
    const slowRead = cache.getOrLoad(
      'b',
      () => new Promise((resolve) => (release = () => resolve('old'))),
    );
    cache.clear();
    release();
    await slowRead;
    expect(await cache.getOrLoad('a', async () => 'a again')).toBe('a again');
    expect(await cache.getOrLoad('b', async () => 'new')).toBe('new');
  });
});
