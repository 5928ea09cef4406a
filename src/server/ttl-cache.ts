/**
 * A small in-process cache with a time limit and a size bound (oldest entry
 * out first). `invalidate` also fences off reads that started before it, so a
 * slow read cannot put back a value that a write has just made stale.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (this.ttlMs > 0 && generation === this.generation) this.set(key, value);
    return value;
  }

  invalidate(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Forgets everything (and fences off reads in flight), e.g. after missing invalidations. */
  clear(): void {
    this.generation++;
    this.entries.clear();
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
