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

  it('loads a key once for the readers that miss it together', async () => {
    const cache = new TtlCache<string, string>(60_000, 10);
    let release!: () => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('job'))));
    const readers = [cache.getOrLoad('a', load), cache.getOrLoad('a', load)];
    release();
    expect(await Promise.all(readers)).toEqual(['job', 'job']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an entry that just expired while one load refreshes it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, string>(1000, 10);
    await cache.getOrLoad('a', async () => 'old');
    vi.advanceTimersByTime(1500);
    let release!: () => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('new'))));
    expect(await cache.getOrLoad('a', load)).toBe('old');
    expect(await cache.getOrLoad('a', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(async () => expect(await cache.getOrLoad('a', load)).toBe('new'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps answering the expired entry when its refresh fails, and tries again', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, string>(1000, 10);
    await cache.getOrLoad('a', async () => 'old');
    vi.advanceTimersByTime(1500);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('database away');
    });
    expect(await cache.getOrLoad('a', failing)).toBe('old');
    await Promise.resolve();
    expect(await cache.getOrLoad('a', async () => 'new')).toBe('old');
    await vi.waitFor(async () => expect(await cache.getOrLoad('a', failing)).toBe('new'));
  });

  it('waits for the load when the entry expired longer ago than its time limit', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, string>(1000, 10);
    await cache.getOrLoad('a', async () => 'old');
    vi.advanceTimersByTime(2001);
    expect(await cache.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('never answers an invalidated entry, even one that just expired', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, string>(1000, 10);
    await cache.getOrLoad('a', async () => 'old');
    vi.advanceTimersByTime(1500);
    cache.invalidate('a');
    expect(await cache.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('does not let a reader after an invalidation join the load that started before it', async () => {
    const cache = new TtlCache<string, string>(60_000, 10);
    let release!: () => void;
    const before = cache.getOrLoad(
      'job',
      () => new Promise((resolve) => (release = () => resolve('old'))),
    );
    cache.invalidate('job');
    const after = cache.getOrLoad('job', async () => 'new');
    release();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
  });
});
