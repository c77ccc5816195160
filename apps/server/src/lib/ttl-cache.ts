import type { CacheStats } from './metrics';
import { SeenKeys } from './seen-keys';

/**
 * A small in-process cache for answers that may be a few seconds old. Bounded (the oldest
 * entry goes first when full) so varied keys cannot grow memory, and single-flight: while one
 * caller loads a key, the others await the same promise instead of each querying the database
 * (otherwise every expiry sends a burst of identical queries, which is what p99 feels).
 * With `graceMs`, an answer that expired less than that long ago is still served while one
 * reload runs behind it, so a hot key never makes its callers wait for the database.
 * With `keepFromSecondRequest`, a key is kept only once it is asked for again (SeenKeys):
 * keys asked for once (a list's varied filters, each URL new) then no longer push the hot
 * ones out, nor cost an entry each.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every delete: a load that began before it must not store what it read. */
  private generation = 0;
  private readonly seen: SeenKeys | undefined;
  // Plain numbers, read by the metrics at a scrape: a hit costs an increment and nothing more.
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly graceMs = 0,
    options: { keepFromSecondRequest?: boolean } = {},
  ) {
    if (options.keepFromSecondRequest) this.seen = new SeenKeys();
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.kept(key, load);
    if (kept) {
      this.hits++;
      return kept.value;
    }
    this.misses++;
    if (this.seen && !this.loading.has(key) && !this.seen.seenBefore(key)) return load();
    return this.reload(key, load);
  }

  /**
   * The kept value, fresh or within its grace (a stale one starts its reload), without waiting
   * for anything; undefined when there is none. For answers served on the request's own tick
   * (a kept value that is itself undefined reads as none here). `countsMiss: false` for a
   * caller that goes on to getOrLoad after a miss, which counts it.
   */
  peek(key: string, load: () => Promise<V>, { countsMiss = true } = {}): V | undefined {
    const kept = this.kept(key, load);
    if (kept) this.hits++;
    else if (countsMiss) this.misses++;
    return kept?.value;
  }

  /** Lookups (getOrLoad and peek) answered from memory or not, since the cache was made. */
  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  /** Boxed, so that a kept null or undefined (a mission not found) still counts as kept. */
  private kept(key: string, load: () => Promise<V>): { value: V } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = Date.now();
    if (hit.expiresAt > now) return hit;
    if (hit.expiresAt + this.graceMs <= now) return undefined;
    // A failed reload leaves the stale answer until its grace ends; then callers see the error.
    this.reload(key, load).catch(() => undefined);
    return hit;
  }

  /** Forgets every answer; loads already running are not stored either. */
  clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * Forgets the answers that `isStale` picks; loads already running, which may have read what
   * made them stale, are not stored either.
   */
  deleteWhere(isStale: (value: V) => boolean) {
    this.generation++;
    this.loading.clear();
    for (const [key, entry] of this.entries) if (isStale(entry.value)) this.entries.delete(key);
  }

  delete(key: string) {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  private reload(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const startedIn = this.generation;
    const promise = load()
      .then((value) => {
        if (startedIn === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * Keeps a value the caller read itself and has already checked to be current. With
   * `keepFromSecondRequest`, a key neither kept nor asked for before is only remembered.
   */
  set(key: string, value: V) {
    if (this.seen && !this.entries.has(key) && !this.seen.seenBefore(key)) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }
}
