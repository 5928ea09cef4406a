/**
 * A small in-process cache with a time limit and a size bound (oldest entry
 * out first). `invalidate` also fences off reads that started before it, so a
 * slow read cannot put back a value that a write has just made stale.
 *
 * One load per key at a time: the requests that miss together share it. And an
 * entry that expired less than a time limit ago is still answered while one load
 * refreshes it, so a busy key's expiry never sends its readers to the database
 * all at once (issue 20: the public job's p99 was such stampedes, one per expiry).
 * An invalidated entry is gone: what a write made stale is never answered.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loads = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit && now - hit.expiresAt < this.ttlMs) {
      // A failed refresh leaves the entry as it is: the next reader tries again.
      this.loadOnce(key, load).catch(() => undefined);
      return hit.value;
    }
    return this.loadOnce(key, load);
  }

  invalidate(key: K): void {
    this.generation++;
    this.entries.delete(key);
    this.loads.delete(key);
  }

  /** Forgets everything (and fences off reads in flight), e.g. after missing invalidations. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loads.clear();
  }

  private loadOnce(key: K, load: () => Promise<V>): Promise<V> {
    const inFlight = this.loads.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loads.get(key) === loading) this.loads.delete(key);
      });
    this.loads.set(key, loading);
    return loading;
  }

  private set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }
}
